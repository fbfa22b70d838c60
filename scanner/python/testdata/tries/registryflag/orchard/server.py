"""A low-level server that flags a tool's failure dict with isError."""

import json

from mcp.server.lowlevel import Server
from mcp.types import CallToolResult, TextContent

from . import trees  # noqa: F401  (fills the registry)
from .registry import REGISTRY

server = Server("orchard")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict) -> CallToolResult:
    result = REGISTRY.call(name, arguments)
    if not result.get("success", True):
        return CallToolResult(isError=True, content=[TextContent(type="text", text=json.dumps(result))])  # want: errorresult
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(result))])
