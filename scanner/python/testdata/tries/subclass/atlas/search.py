"""Tools on an instance of a subclass whose file has nothing else to report."""

from .base import StrictMCP
from .plain import PlainMCP

search = PlainMCP("search")


@search.tool()
def find(query: str) -> list:
    if len(query) < 3:
        raise ValueError("query too short")  # want: raisederror
    return [query]


strict = StrictMCP("strict")


@strict.tool("count")
def count(query: str) -> int:
    return len(query)
