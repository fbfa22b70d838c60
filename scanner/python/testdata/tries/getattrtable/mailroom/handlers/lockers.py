"""Locker handlers: the table names this one's method with a name it computes, so no tool."""
from typing import Any

import mcp.types as types


class LockerHandler:
    async def handle_open(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        # FINE: the table's entry for it spells the method name at run time (server.py), which
        # names no method the scan can see.
        return [types.TextContent(type="text", text="Error: the locker is jammed")]
