"""Book tools: the server dispatches to them by name (server.py)."""
from typing import Any

from .formatting import format_result, headline

BOOKS = {"dune": {"title": "Dune", "shelf": 3}}


async def find_book_tool(arguments: dict[str, Any]) -> str:
    name = arguments.get("name", "")
    book = BOOKS.get(name)
    if book is None:
        return format_result({"success": False, "error": f"Book not found: {name}"})  # want: softerror related=shelf/formatting.py:9,shelf/server.py:22
    return format_result({"success": True, "book": book})


async def book_title_tool(arguments: dict[str, Any]) -> str:
    name = arguments.get("name", "")
    if name not in BOOKS:
        # FINE: headline hands on the title only, never this object.
        return headline({"success": False, "error": f"Book not found: {name}"})
    return headline(BOOKS[name])
