"""Tools whose raises sit in a try of their own function: caught when a handler names their
class, a base of it, a tuple holding it, or nothing; reported when no handler does."""

import httpx

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

mcp = FastMCP("library")

SHELVES = {"a": 1, "b": 2}


class Error(Exception):
    pass


class LoanError(LookupError):
    pass


@mcp.tool()
def shelf(code: str) -> int:
    try:
        if not code.isalpha():
            raise ValueError(f"shelf code must be letters: {code}")  # want: raisederror function=shelf
        return SHELVES[code]
    except KeyError:
        return 0


@mcp.tool()
def renew(loan: str) -> str:
    try:
        if not loan:
            # ValueError contains the letters of Error but is not its class, nor a base of it.
            raise Error("loan id is required")  # want: raisederror function=renew
        return f"renewed {loan}"
    except ValueError:
        return "not renewed"


@mcp.tool()
def fetch_record(isbn: str) -> str:
    try:
        if len(isbn) not in (10, 13):
            # httpx.HTTPException is a class of httpx's own, not every exception.
            raise ValueError(f"isbn must have 10 or 13 digits: {isbn}")  # want: raisederror function=fetch_record
        return httpx.get(f"https://catalog.example/{isbn}").text
    except httpx.HTTPException:
        return "catalog unreachable"


@mcp.tool()
def hold(isbn: str) -> str:
    try:
        if not isbn:
            # Fine: the handler that runs is except Exception (the one before it answers only
            # httpx's timeouts), which raises a new ToolError in its place, the site.
            raise ValueError("isbn is required")
        return httpx.post(f"https://catalog.example/{isbn}/hold").text
    except httpx.TimeoutException:
        return "catalog busy"
    except Exception as e:
        raise ToolError(f"cannot hold: {e}") from e  # want: raisederror function=hold


@mcp.tool()
def reserve(isbn: str) -> str:
    try:
        if not isbn.isdigit():
            # Fine: the handler raises a new ToolError on every path, the site that names it.
            raise ValueError(f"isbn must be digits: {isbn}")
        return f"reserved {isbn}"
    except ValueError as e:
        raise ToolError(f"cannot reserve: {e}") from e  # want: raisederror function=reserve


@mcp.tool()
def cancel(isbn: str) -> str:
    try:
        if not isbn.isdigit():
            raise ValueError(f"isbn must be digits: {isbn}")  # want: raisederror function=cancel
        return f"cancelled {isbn}"
    except ValueError:
        raise  # want: raisederror function=cancel


@mcp.tool()
def due(loan: str) -> str:
    try:
        try:
            return {"l1": "2026-12-24"}[loan]
        except KeyError:
            # The outer handler names ValueError, not the KeyError this re-raises.
            raise  # want: raisederror function=due
    except ValueError:
        return "-"


@mcp.tool()
def borrow(isbn: str) -> str:
    try:
        if not isbn:
            # Fine: the first handler whose class matches is except ValueError, which answers.
            raise ValueError("isbn is required")
        return f"borrowed {isbn}"
    except KeyError:
        raise  # want: raisederror function=borrow
    except ValueError:
        return "nothing borrowed"


@mcp.tool()
def count(shelf_code: str) -> int:
    try:
        if not shelf_code:
            # Fine: caught by its own class.
            raise ValueError("shelf code is required")
        return len(shelf_code)
    except ValueError:
        return 0


@mcp.tool()
def read_index(path: str) -> str:
    try:
        if not path.endswith(".idx"):
            # Fine: FileNotFoundError derives from OSError.
            raise FileNotFoundError(path)
        if path.startswith("/"):
            # Fine: IOError is OSError.
            raise IOError(f"absolute paths are not read: {path}")
        return path
    except OSError:
        return ""


@mcp.tool()
def loan_of(member: str) -> str:
    try:
        if not member:
            # Fine: LoanError derives from LookupError, through this file's class.
            raise LoanError("member is required")
        return f"loan of {member}"
    except LookupError:
        return "no loan"


@mcp.tool()
def fine_of(member: str) -> str:
    try:
        if not member:
            # Fine: a tuple holding ValueError.
            raise ValueError("member is required")
        return f"0.00 for {member}"
    except (KeyError, ValueError):
        return "0.00"


@mcp.tool()
def returns(member: str) -> str:
    try:
        if not member:
            # Fine: a bare except catches everything.
            raise Error("member is required")
        return f"returns of {member}"
    except:  # noqa: E722
        return "none"


@mcp.tool()
def overdue(loan: str) -> str:
    try:
        try:
            return {"l1": "3 days"}[loan]
        except KeyError:
            # Fine: the outer handler names LookupError, a base of the KeyError this re-raises.
            raise
    except LookupError:
        return "not overdue"


def _member(card: str) -> str:
    try:
        if not card.isdigit():
            raise ValueError(f"card must be digits: {card}")  # want: raisederror function=_member
        return {"1": "ada"}[card]
    except KeyError:
        return "guest"


@mcp.tool()
def greet(card: str) -> str:
    return f"hello {_member(card)}"
