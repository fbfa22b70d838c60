"""Tools that call the client without asking for retries, but for a few."""

from mcp.server.fastmcp import FastMCP

from .client import Client, check, lookup

mcp = FastMCP("relay")
client = Client()


@mcp.tool()
async def read(path: str) -> str:
    return await client.get(path) + await client.get(path, retries=0) + await client.get(path, None)


@mcp.tool()
async def write(path: str) -> str:
    return await client.post(path, backoff=False)


@mcp.tool()
async def update(path: str, label: str) -> str:
    return await client.put(path) + await client.put(path, label)


@mcp.tool()
def find(key: str) -> str:
    return lookup(key) + lookup(key, strict=False) + check(key, True)
