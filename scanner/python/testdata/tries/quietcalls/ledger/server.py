"""Tools whose outer except can run only if building the client can raise."""

from mcp.server.fastmcp import FastMCP

from ledger.client import (
    get_checked_client,
    get_client,
    get_counted_client,
    get_named_client,
    get_slotted_client,
    get_strict_client,
)

mcp = FastMCP("ledger")


def _balance_impl(client, account: str) -> str:
    try:
        data = client.get("/balance/" + account)
        return str(data["balance"])
    except Exception as e:
        return f"There was a problem: {e}"  # want: softerror


@mcp.tool()
def balance(account: str) -> str:
    try:
        client = get_client()
        return _balance_impl(client, account)
    except Exception as e:
        # Fine: get_client reads the environment and stores it; _balance_impl catches its own.
        return f"Error: {str(e)}"


@mcp.tool()
def strict_balance(account: str) -> str:
    try:
        client = get_strict_client()
        return _balance_impl(client, account)
    except Exception as e:
        return f"Error: {str(e)}"  # want: softerror


@mcp.tool()
def named_balance(account: str) -> str:
    try:
        client = get_named_client(account)
        return _balance_impl(client, account)
    except Exception as e:
        return f"Error: {str(e)}"  # want: softerror


@mcp.tool()
def checked_balance(account: str) -> str:
    try:
        client = get_checked_client()
        return _balance_impl(client, account)
    except Exception as e:
        return f"Error: {str(e)}"  # want: softerror


@mcp.tool()
def slotted_balance(account: str) -> str:
    try:
        client = get_slotted_client()
        return _balance_impl(client, account)
    except Exception as e:
        return f"Error: {str(e)}"  # want: softerror


@mcp.tool()
def counted_balance(account: str, n: int) -> str:
    try:
        client = get_counted_client(n)
        return _balance_impl(client, account)
    except Exception as e:
        return f"Error: {str(e)}"  # want: softerror


def main():
    mcp.run()
