from mcp.server.fastmcp import FastMCP

from .common import default_errors, strict_errors, text_errors
from .errors import MissingEntry

mcp = FastMCP("ledger")
entries = {"rent": 900}


@mcp.tool()
@text_errors
async def balance(name: str) -> str:
    if name not in entries:
        # text_errors hands the call to _run with as_text=True: the LedgerError becomes text.
        raise MissingEntry(f"no entry {name}")
    return str(entries[name])


@mcp.tool()
@text_errors
async def spend(name: str, amount: int) -> str:
    if amount <= 0:
        # _run raises a ValueError again whatever the flag: the SDK sends it as isError.
        raise ValueError("amount must be positive")  # want: raisederror
    return f"{name}: {amount}"


@mcp.tool()
@strict_errors
async def close(name: str) -> str:
    if name not in entries:
        # strict_errors passes as_text=False: _run raises the LedgerError again.
        raise MissingEntry(f"no entry {name}")  # want: raisederror
    return name


@mcp.tool()
@default_errors
async def reopen(name: str) -> str:
    if name not in entries:
        # default_errors leaves as_text at its default, False: _run raises the LedgerError again.
        raise MissingEntry(f"no entry {name}")  # want: raisederror
    return name


@text_errors
async def fetch_total(name: str) -> str:
    if name not in entries:
        # A function the tool calls, under text_errors: the LedgerError becomes its text.
        raise MissingEntry(f"no entry {name}")
    return str(entries[name])


@mcp.tool()
async def total(name: str) -> str:
    return await fetch_total(name)
