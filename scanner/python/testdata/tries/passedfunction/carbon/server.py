"""A low-level server whose tools, in another module, call the request function it hands them."""

import httpx
from mcp import types
from mcp.server import Server

from .tools import describe_tool, estimate_tool, search_tool

server = Server("carbon")
config = {"api_key": ""}


async def api_request(endpoint: str, payload: dict) -> dict:
    if not config["api_key"]:
        raise ValueError("API key not set")  # want: raisederror
    async with httpx.AsyncClient() as client:
        response = await client.post(endpoint, json=payload)
    if response.status_code != 200:
        raise ValueError(f"API request failed with status {response.status_code}")  # want: raisederror
    return response.json()


async def index_request(endpoint: str, payload: dict) -> dict:
    # Passed by keyword.
    raise ValueError("search index offline")  # want: raisederror


async def cached_request(endpoint: str, payload: dict) -> dict:
    # Handed only to describe_tool, which never calls it.
    raise ValueError("no cache")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[types.TextContent]:
    if name == "estimate":
        text = await estimate_tool(arguments, api_request)
    elif name == "search":
        text = await search_tool(arguments, request=index_request)
    elif name == "describe":
        text = describe_tool(arguments, cached_request)
    else:
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror
    return [types.TextContent(type="text", text=text)]
