"""A second server whose tools unpack the same tuples but never return a failure text."""

from mcp.server.fastmcp import FastMCP

from .tools import hotel_tool, stats_tool

mcp = FastMCP("lodging-summary")


async def _noop(endpoint: str, payload: dict) -> dict:
    return {}


@mcp.tool()
async def hotel_summary(nights: int) -> str:
    # Overwritten on every path after the unpacking: no failure text gets out.
    text, data = await hotel_tool({"nights": nights}, _noop)
    text = "summary ready"
    return text


@mcp.tool()
async def stats_summary() -> str:
    # Unpacks only a tuple that is never a failure.
    text, data = await stats_tool({})
    return text
