"""Tools that call the client with the endpoints of constants.py."""

from mcp.server.fastmcp import FastMCP

from .constants import API_BLANK, API_LONG, API_MAYBE, API_NONE, API_STATUS
from .core.client import Client

mcp = FastMCP("relay")
client = Client()


@mcp.tool()
async def status() -> dict:
    return await client.fetch("GET", API_STATUS)


@mcp.tool()
async def local_status() -> dict:
    return await client.status()


@mcp.tool()
async def blank() -> dict:
    return await client.request("GET", API_BLANK)  # a blank string is still truthy, but not a constant it counts


@mcp.tool()
async def maybe() -> dict:
    return await client.request("GET", API_MAYBE)  # rebound to "": may be empty


@mcp.tool()
async def nothing() -> dict:
    return await client.request("GET", API_NONE)


@mcp.tool()
async def deferred() -> dict:
    from .constants import API_STATUS as STATUS_PATH

    return await client.fetch("GET", STATUS_PATH)


@mcp.tool()
async def send(body: dict) -> dict:
    await client.send_lower("post", body)  # "post" is among the strings, but "POST" is not
    return await client.send("POST", body)


@mcp.tool()
async def long_status() -> dict:
    return await client.fetch("GET", API_LONG)  # a concatenation of str literals: never blank


@mcp.tool()
async def refused() -> dict:
    return await client.refuse()


@mcp.tool()
async def busy() -> dict:
    return await client.busy()
