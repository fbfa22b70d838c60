"""Sorting handlers: their failures go through the base class's formatters (base.py), which
answer them as successes."""
from typing import Any

import mcp.types as types

from .base import BaseHandler

BINS: dict[str, list[str]] = {}


class SortingHandler(BaseHandler):
    async def handle_sort(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        action = arguments.get("action")
        if action == "bin":
            return await self._bin(arguments)
        elif action == "count":
            return self._format_response({"count": len(BINS)})
        else:
            # FINE: the SDK validates action against the schema's enum before the handler runs.
            return self._format_error(f"Invalid action: {action}. Must be 'bin' or 'count'.")

    async def _bin(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        BINS.setdefault(str(arguments.get("bin", "main")), [])
        return self._format_response({"bins": sorted(BINS)})

    async def handle_weigh(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        if not arguments.get("bin"):
            return self._format_error("Error: bin is required")  # want: softerror related=mailroom/handlers/base.py:9,mailroom/server.py:36
        try:
            items = BINS[str(arguments["bin"])]
        except KeyError as e:
            result = {"items": [], "error": str(e)}
            return self._format_response(result)  # want: softerror related=mailroom/handlers/base.py:12,33,mailroom/server.py:36
        # FINE: the error object assigned above is returned before this point.
        if len(items) > 10:
            result = {"items": items[:10], "message": "first 10 items"}
        else:
            result = {"items": items, "message": f"{len(items)} items"}
        return self._format_response(result)

    async def handle_empty(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        ok, emptied, error = await self._guarded(lambda: self._empty(str(arguments.get("bin"))), "emptying the bin")
        if not ok:
            return self._format_error(error)  # want: softerror related=mailroom/handlers/base.py:19,mailroom/handlers/base.py:9,mailroom/server.py:37
        _, label, note = self._plain(str(emptied))
        # FINE: what _plain gives back in that place is no failure.
        return self._format_error(note)

    async def _empty(self, name: str) -> int:
        return len(BINS.pop(name))
