"""A low-level server whose handler answers every exception of the catalog's tools as text."""

import json

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from . import berths  # noqa: F401  (fills the catalog)
from .base import get_catalog

server = Server("harbor")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict) -> list[TextContent]:
    try:
        result = await get_catalog().call_tool(name, arguments)
        return [TextContent(type="text", text=json.dumps(result))]
    except Exception as e:
        return [TextContent(type="text", text=f"Error calling tool '{name}': {e}")]  # want: softerror
