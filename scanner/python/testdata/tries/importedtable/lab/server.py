"""A python-sdk 1.x low-level server that dispatches through the table of handlers.py, imported
by name (with a fallback import that runs only when the package import fails)."""

import json

import mcp.types as types
from mcp.server.lowlevel import Server

from .client import LabClient

try:
    from .handlers import TOOL_HANDLERS
except ImportError:
    from handlers import TOOL_HANDLERS

server = Server("lab")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[types.TextContent]:
    try:
        handler = TOOL_HANDLERS.get(name)
        if not handler:
            raise ValueError(f"Unknown tool: {name}")
        result = handler(LabClient(), arguments or {})
        return [types.TextContent(type="text", text=json.dumps(result))]
    except Exception as e:
        return [types.TextContent(type="text", text=json.dumps({"error": str(e)}))]  # want: softerror
