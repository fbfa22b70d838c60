"""A python-sdk 1.x low-level server whose dispatcher answers a handler's error object with
isError: the handlers' failures reach the client flagged."""

import json

from mcp.server import Server
from mcp.types import CallToolResult, TextContent

from vault.handlers import get_handler

server = Server("vault")


async def dispatch(name: str, arguments: dict):
    handler = get_handler(name)
    result = await handler(**arguments)
    if isinstance(result, dict) and result.get("error"):
        # GOOD: the error object goes back flagged.
        return CallToolResult(isError=True, content=[TextContent(type="text", text=str(result["error"]))])  # want: errorresult
    if isinstance(result, dict):
        return [TextContent(type="text", text=json.dumps(result))]
    return result


@server.call_tool()
async def call_tool(name: str, arguments: dict):
    return await dispatch(name, arguments)
