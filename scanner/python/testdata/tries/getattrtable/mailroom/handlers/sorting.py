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

    async def handle_route(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        action = arguments.get("action")
        if action == "move":
            return await self._move(arguments)  # want: softerror related=67,69,mailroom/handlers/base.py:9,mailroom/server.py:38
        if action == "drain":
            return await self._drain(arguments)  # want: softerror related=76,mailroom/handlers/base.py:19,mailroom/handlers/base.py:9,mailroom/server.py:38
        if action == "pick":
            return await self._pick(arguments, str(arguments.get("mode", "quick")))  # want: softerror related=86,mailroom/handlers/base.py:9,mailroom/server.py:38
        # FINE: _label never hands a failure to the base's formatters.
        return await self._label(arguments)

    async def _move(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        target = str(arguments.get("to", ""))
        if target not in BINS:
            return self._format_error(f"Error: no bin named {target}")
        if len(BINS[target]) > 10:
            return self._format_error("Error: the bin is full")
        BINS[target].append(str(arguments.get("item")))
        return self._format_response({"moved": target})

    async def _drain(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        ok, count, error = await self._guarded(lambda: self._empty(str(arguments.get("bin"))), "draining the bin")
        if not ok:
            return self._format_error(error)
        return self._format_response({"drained": count})

    async def _label(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        return self._format_response({"label": str(arguments.get("bin", "main")).upper()})

    async def _pick(self, arguments: dict[str, Any], mode: str) -> list[types.TextContent]:
        if mode == "quick":
            return await self._label(arguments)
        else:
            return self._format_error(f"Error: unknown mode {mode}")
