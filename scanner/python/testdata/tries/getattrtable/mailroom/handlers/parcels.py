"""Parcel handlers: the server's dispatch table names two of their methods as tools."""
from typing import Any

import mcp.types as types

SHELF: dict[str, str] = {}


class ParcelHandler:
    async def handle_track(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        code = str(arguments.get("code", ""))
        if code not in SHELF:
            return [types.TextContent(type="text", text=f"Error: parcel {code} is not on the shelf")]  # want: softerror
        return [types.TextContent(type="text", text=SHELF[code])]

    async def handle_hold(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        code = str(arguments.get("code", ""))
        if code in SHELF:
            return [types.TextContent(type="text", text=f"Error: parcel {code} is already held")]  # want: softerror
        SHELF[code] = "held"
        return [types.TextContent(type="text", text="held")]

    async def describe(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        # FINE: no entry of the table names this method, so it is no tool.
        return [types.TextContent(type="text", text="Error: describe is internal")]
