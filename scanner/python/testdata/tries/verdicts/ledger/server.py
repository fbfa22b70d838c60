"""Tools over a ledger: checks that answer with a verdict, and tools that act."""

from mcp.server.fastmcp import FastMCP

from .book import Book

mcp = FastMCP("ledger")
book = Book("ledger.json")


@mcp.tool()
def validate_entry(entry: dict) -> dict:
    """Tell whether a ledger entry is well formed."""
    if "amount" not in entry:
        # Fine: the verdict the caller asked for.
        return {"valid": False, "error": "an entry needs an amount"}
    return {"valid": True}


@mcp.tool(name="lint_memo")
def memo_rules(memo: str) -> dict:
    """Lint an entry's memo."""
    if len(memo) > 80:
        # Fine: a lint's verdict, under the tool's name.
        return {"is_valid": False, "error": "memo longer than 80 characters"}
    return {"is_valid": True}


@mcp.tool()
def check_balances() -> dict:
    """Check that no account is overdrawn."""
    return book.check_balances()


@mcp.tool()
def verify_source() -> dict:
    """Verify that the ledger file reads."""
    return book.verify_source()  # want: softerror related=ledger/book.py:27


@mcp.tool()
def validate_import(path: str) -> dict:
    """Check a ledger file before importing it."""
    try:
        rows = Book(path).entries
    except Exception as e:
        # Bad: the check broke: no verdict, a failed call.
        return {"valid": False, "error": f"could not load {path}: {e}"}  # want: softerror
    return {"valid": True, "rows": len(rows)}


@mcp.tool()
def post_entry(entry: dict) -> dict:
    """Post an entry to the ledger."""
    return book.post(entry)  # want: softerror related=ledger/book.py:33


@mcp.tool()
def transfer(source: str, target: str, amount: float) -> dict:
    """Move an amount between accounts."""
    if source == target:
        # Bad: a tool that acts answers valid: False: it failed.
        return {"valid": False, "error": "source and target are the same account"}  # want: softerror
    return {"moved": amount}


def _verify_amounts(entries: list[dict]) -> dict:
    bad = [e for e in entries if e.get("amount", 0) == 0]
    if bad:
        # Fine: the verdict of a same-file check that the tool returns.
        return {"valid": False, "error": f"{len(bad)} entries have no amount"}
    return {"valid": True}


@mcp.tool()
def check_amounts(entries: list[dict]) -> dict:
    """Check that every entry has an amount."""
    return _verify_amounts(entries)


@mcp.tool()
def close_period(period: str) -> dict:
    """Close a period of the ledger."""
    check = book.validate_period(period)
    if not check["valid"]:
        return check  # want: softerror related=ledger/book.py:40
    return {"closed": period}
