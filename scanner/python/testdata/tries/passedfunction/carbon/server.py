"""A low-level server whose tools, in another module, call the request function it hands them."""

import httpx
from mcp import types
from mcp.server import Server

from . import quotes
from .quotes import fetch_grid_mix
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


async def _priced(label: str, func, *args, **kwargs) -> str:
    # Calls whatever look-up it is handed, of this module or another.
    raw = await func(*args, **kwargs)
    return f"{label}: {raw}"


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[types.TextContent]:
    if name == "estimate":
        text = await estimate_tool(arguments, api_request)
    elif name == "search":
        text = await search_tool(arguments, request=index_request)
    elif name == "describe":
        text = describe_tool(arguments, cached_request)
    elif name == "offset_price":
        # A module's function as a value: the helper calls it.
        text = await _priced("offset", quotes.fetch_offset_price, arguments.get("project"))
    elif name == "grid_mix":
        # A function imported by name, handed on with a keyword argument after it.
        text = await _priced("grid", fetch_grid_mix, arguments.get("region"), year=2024)
    elif name == "archive":
        text = describe_tool(arguments, quotes.fetch_archive)
    else:
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror
    return [types.TextContent(type="text", text=text)]
