"""A low-level server whose tools return results their helpers build."""

import json

from mcp import types
from mcp.server.lowlevel import Server

from .results import data_result, error_result, failure, flagged_result

server = Server("ledger")


def _denied(account: str) -> types.CallToolResult:
    result = types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {account} is closed")])
    return result  # want: softerror related=14,ledger/server.py:56


def _note(account: str) -> str:
    return f"Error: no account {account}"


def _checked(account: str) -> types.CallToolResult:
    # Fine: what error_result builds is tested and raised on, never returned.
    result = error_result(account)
    if result.content:
        raise ValueError(account)  # want: raisederror
    return result


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> types.CallToolResult:
    account = arguments.get("account", "")
    if name == "balance":
        try:
            rows = json.loads(account)
        except ValueError as e:
            # Fine: the helper sets isError.
            return flagged_result(str(e))
        return data_result(rows)
    if name == "close":
        try:
            rows = json.loads(account)
        except ValueError as e:
            return error_result(str(e))
        if not rows:
            result = error_result("empty")
            return result
        return data_result(rows)
    if name == "open":
        if account.startswith("-"):
            return _checked(account)
        if not account:
            # The same-file text helper: the tool wraps it, the finding stays here.
            return types.CallToolResult(content=[types.TextContent(type="text", text=_note(account))])  # want: softerror related=19
        if account == "root":
            return _denied(account)
        return failure(account)
    return data_result([])
