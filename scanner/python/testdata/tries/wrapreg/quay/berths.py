"""Module-level tools handed to the project's wrappers at registration, in the same file."""

from functools import wraps

from mcp.server.fastmcp import FastMCP

from quay import ledger

mcp = FastMCP("berths")


def shielded(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            return {"error": str(e)}  # want: softerror related=quay/berths.py:14,quay/berths.py:42,quay/berths.py:59

    return wrapper


def ledger_safe(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except ledger.LedgerError as e:
            return {"berth": None, "note": str(e)}

    return wrapper


def passing(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


def book(berth: str) -> dict:
    if berth.startswith("z"):
        # Fine: shielded answers every exception.
        raise ValueError(f"berth {berth} does not exist")
    return {"booked": berth}


def release(berth: str) -> dict:
    if berth.startswith("z"):
        raise ValueError(f"berth {berth} does not exist")  # want: raisederror
    return {"released": berth}


def audit(berth: str) -> dict:
    return {"berth": berth, "entries": ledger.entries(berth), "size": ledger.size(berth)}


mcp.tool()(shielded(book))
mcp.tool()(passing(release))
mcp.tool()(ledger_safe(audit))
