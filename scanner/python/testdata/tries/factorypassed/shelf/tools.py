"""Tools a factory builds, one handed to another tool's factory and called there."""

import logging

from fastmcp import FastMCP

from .store import Shelf, ShelfError

logger = logging.getLogger(__name__)


def _explain(error: ShelfError) -> str:
    return f"Error: {error}"


def _explain_strictly(error: ShelfError) -> str:
    if not str(error):
        raise ValueError("an error without a message")  # want: raisederror related=shelf/tools.py:41
    return f"Error: {error}"


def _build_search(shelf: Shelf):
    async def search_items(tag: str) -> str:
        log = logger.getChild("search")
        log.info("searching %s", tag)
        try:
            return shelf.find(tag)
        except ShelfError as e:
            return _explain(e)  # want: softerror related=13
        except Exception as e:
            return f"Error searching: {e}"  # want: softerror

    return search_items


def _build_strict(shelf: Shelf):
    async def strict_items(tag: str) -> str:
        try:
            return shelf.find(tag)
        except ShelfError as e:
            return _explain_strictly(e)  # want: softerror related=19
        except Exception as e:
            return f"Error searching strictly: {e}"  # want: softerror

    return strict_items


def _build_by_strict(strict_items):
    async def items_by_strict(tag: str) -> str:
        try:
            return await strict_items(tag)
        except Exception as e:
            # Runs: the handler of strict_items may raise ValueError.
            return f"Error listing strictly: {e}"  # want: softerror

    return items_by_strict


def _build_by_tag(search_items):
    async def items_by_tag(tag: str) -> str:
        try:
            return await search_items(tag)
        except Exception as e:
            # Never runs: search_items answers every failure with text.
            return f"Error listing by tag: {e}"

    return items_by_tag


def _build_loose(shelf: Shelf):
    async def loose_items(tag: str) -> str:
        return shelf.find(tag)

    return loose_items


def _build_by_loose(loose_items):
    async def items_by_loose(tag: str) -> str:
        try:
            return await loose_items(tag)
        except Exception as e:
            return f"Error listing loosely: {e}"  # want: softerror

    return items_by_loose


def register_tools(mcp: FastMCP, shelf: Shelf) -> None:
    search_items = _build_search(shelf)
    mcp.tool(search_items)
    mcp.tool(_build_by_tag(search_items))
    loose_items = _build_loose(shelf)
    mcp.tool(loose_items)
    mcp.tool(_build_by_loose(loose_items))
    strict_items = _build_strict(shelf)
    mcp.tool(strict_items)
    mcp.tool(_build_by_strict(strict_items))
