"""Tools whose except clauses raise a new exception from what the service raises: the client sees
the message of the exception the clause raises, not the service's."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from .books import Books

mcp = FastMCP("ledger")
books = Books()


@mcp.tool()
def close_book(book: str) -> dict:
    try:
        return books.close(book)
    except KeyError as e:
        raise ToolError(f"no book {book}") from e  # want: raisederror
    except Exception as e:
        raise ToolError("closing the book failed") from e  # want: raisederror


@mcp.tool()
def audit_book(book: str) -> dict:
    try:
        return books.audit(book)
    except Exception:
        # Raised again as it is: the client sees the service's message.
        raise  # want: raisederror


@mcp.tool()
def export_book(book: str) -> dict:
    return books.export(book)


@mcp.tool()
def export_book_safely(book: str) -> dict:
    try:
        return books.export(book)
    except Exception as e:
        raise ToolError("export failed") from e  # want: raisederror


@mcp.tool()
def seal_book(book: str) -> dict:
    try:
        return books.seal(book)
    except KeyError as e:
        # Only a KeyError is rewrapped: what else the service raises passes as it is.
        raise ToolError(f"no book {book}") from e  # want: raisederror
