"""An MCP server over agent tools of a package beside it (absolute imports, three components)."""

from fastmcp import FastMCP

from lib import hooks
from lib.agent.accounts import account_details, backend_status, rename_account, statement_rows

mcp = FastMCP("accounts")


@mcp.tool()
def rename(account_id: int, name: str) -> dict:
    return rename_account.func(account_id, name)  # want: softerror related=svc/lib/agent/accounts.py:12,svc/lib/agent/accounts.py:14


@mcp.tool()
def details(account_id: int) -> dict:
    return account_details.func(account_id)  # the helper holds the finding (Backend.get, two tools)


@mcp.tool()
def status() -> dict:
    # Fine: the agent tool and the client method it calls return only answers.
    return backend_status.func()


@mcp.tool()
def balance(account_id: int) -> dict:
    data = account_details.func(account_id)
    if not isinstance(data, dict):
        # Fine: account_details fails only with {"error": ...} objects, which are dicts and
        # never reach this return.
        return data
    return {"balance": data.get("balance")}


@mcp.tool()
def statement(account_id: int) -> list:
    rows = statement_rows.func(account_id)
    if not isinstance(rows, dict):
        return rows  # want: softerror related=svc/lib/agent/accounts.py:36
    return []


@mcp.tool()
def hook(event: str) -> str:
    # hooks is a module, and hooks.fn its function, not a decorated function's attribute.
    return hooks.fn(event)  # want: softerror related=svc/lib/hooks.py:6
