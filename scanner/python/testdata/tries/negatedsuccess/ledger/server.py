import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ledger")


def _post(path: str, body: dict) -> dict | None:
    response = httpx.post(f"https://ledger.invalid/{path}", json=body)
    return response.json() if response.content else None


def _record_entry_impl(account: str, amount: float) -> str:
    entry = _post(f"accounts/{account}/entries", {"amount": amount})
    if not entry:
        return "The entry was not recorded successfully."
    return "Entry recorded successfully: EN:" + str(entry["id"])


@mcp.tool()
def record_entry(account: str, amount: float) -> str:
    """Record a ledger entry."""
    return _record_entry_impl(account, amount)  # want: softerror function=record_entry


@mcp.tool()
def list_entries(account: str) -> str:
    """List the entries of an account."""
    rows = _post(f"accounts/{account}/entries/search", {})
    if not rows:
        # Fine: an empty answer.
        return "No entries found"
    return "\n".join(str(r) for r in rows)
