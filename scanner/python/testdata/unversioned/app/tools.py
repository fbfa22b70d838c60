"""Tools registered on a server defined in another module: the server's class is not visible here."""

from .results import error_result
from .server import mcp

CATALOG = {"book": 12.5}


@mcp.tool()
def price(item: str) -> float:
    if item not in CATALOG:
        return error_result(f"{item} is not sold here", code="NOT_SOLD")
    return CATALOG[item]


@mcp.tool()
def buy(item: str, count: int) -> str:
    if count <= 0:
        raise ValueError("count must be positive")  # want: raisederror outcome=iserror shape=prose-only function=buy
    if item not in CATALOG:
        return error_result("unknown item")
    return f"bought {count} {item}"
