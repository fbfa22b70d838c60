from mcp.server.fastmcp import FastMCP

from fleet import drain as drain_mod
from fleet.fleet import Fleet

mcp = FastMCP("fleet")
fleet: Fleet = None  # type: ignore[assignment]


@mcp.tool()
async def fleet_drain(host: str) -> str:
    return await drain_mod.drain(fleet, host)
