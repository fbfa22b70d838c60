"""A low-level server that unpacks the text of each tool function's tuple in its branches."""

from mcp import types
from mcp.server import Server

from .tools import hotel_tool, spend_tool, stats_tool

server = Server("lodging")


async def api_request(endpoint: str, payload: dict) -> dict:
    return {"co2e": 1}


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[types.TextContent]:
    text = ""
    if name == "hotel":
        text, data = await hotel_tool(arguments, api_request)
    elif name == "spend":
        text, data = await spend_tool(arguments, api_request)
    elif name == "stats":
        text, data = await stats_tool(arguments)
    return [types.TextContent(type="text", text=text)]  # want: softerror related=lodging/tools.py:9,lodging/tools.py:8,lodging/tools.py:17
