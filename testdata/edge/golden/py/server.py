"""A low-level server. A docstring mentioning isError=True is not a site."""

import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("edge")


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent] | types.CallToolResult:
    if name != "read":
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text="unknown tool")])
    try:
        with open(arguments["path"]) as fh:
            return [types.TextContent(type="text", text=fh.read())]
    except OSError as e:
        return [types.TextContent(type="text", text=f"Error reading: {e}")]
