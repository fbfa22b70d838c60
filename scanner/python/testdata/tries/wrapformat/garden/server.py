"""Tools that return what the wrapped client calls return."""

from mcp.server.fastmcp import FastMCP

from .client import prune, water

mcp = FastMCP("garden")


@mcp.tool()
async def water_bed(bed: str) -> dict:
    # Every except clause of api_call's wrapper that answers through its formatter is named.
    return await water(bed)  # want: softerror related=garden/client.py:50,garden/client.py:13,garden/client.py:18,garden/client.py:15,garden/client.py:22,garden/client.py:24,garden/client.py:29


@mcp.tool()
async def prune_bed(bed: str) -> dict:
    # One answer of the formatter; the other clause raises again.
    return await prune(bed)  # want: softerror related=garden/client.py:55,garden/client.py:36,garden/client.py:43,garden/client.py:38
