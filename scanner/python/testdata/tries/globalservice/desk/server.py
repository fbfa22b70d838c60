from fastmcp import FastMCP

from desk.services.ledger import Archive, Ledger

mcp = FastMCP("desk")

# Bound to None at the top, built by the function that declares it global: every call of its
# methods reaches Ledger's.
ledger: Ledger | None = None
books = None


def setup_ledger():
    global ledger
    if ledger is None:
        ledger = Ledger(token="t")


def setup_books(archived: bool):
    global books
    if archived:
        books = Archive()
    else:
        books = Ledger(token="t")


@mcp.tool
async def balance(account: str) -> dict:
    setup_ledger()
    return await ledger.balance(account)  # want: softerror related=desk/services/ledger.py:8,desk/services/ledger.py:12


@mcp.tool
async def accounts() -> dict:
    setup_ledger()
    return await ledger.accounts()


# books is built as an Archive or a Ledger: the file cannot tell which balance the call reaches.
@mcp.tool
async def book_balance(account: str) -> dict:
    setup_books(False)
    return await books.balance(account)
