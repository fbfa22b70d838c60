"""Tools of a server mounted on the main one."""

from fastmcp import FastMCP

billing = FastMCP("billing")


def handle_error(e: Exception) -> dict:
    return {"status": "error", "message": str(e)}


@billing.tool()
def invoices(account: str) -> dict:
    if not account:
        # Fine: the main server's middleware answers an error object with isError.
        return {"status": "error", "message": "account is required"}
    try:
        return {"status": "success", "data": lookup(account)}
    except KeyError as e:
        # Fine as well: the helper's error object reaches the same middleware.
        return handle_error(e)


@billing.tool()
def summary(account: str) -> str:
    if not account:
        # The middleware reads objects only: a failure text still reaches the client as success.
        return "Error: account is required"  # want: softerror shape=prose-only
    return f"{account}: ok"


def lookup(account: str) -> list:
    return [account]
