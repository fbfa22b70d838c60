from mcp.server.fastmcp import FastMCP

from patents.client import Client

mcp = FastMCP("patents")
client = Client()


@mcp.tool()
async def fetch(url: str) -> dict:
    return await client.make_request(url)


@mcp.tool()
async def lookup(a: str) -> dict:
    return await client.lookup(a)
