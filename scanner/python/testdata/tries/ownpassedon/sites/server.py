"""Tools that list through a module whose functions log and re-raise in nested tries."""

from mcp.server.fastmcp import FastMCP

from sites import inventory

mcp = FastMCP("sites")


@mcp.tool()
async def list_sites(limit: int = 10) -> list:
    return await inventory.list_sites(limit)


@mcp.tool()
async def list_devices(site: str) -> list:
    return await inventory.list_devices(site)


@mcp.tool()
async def list_ports(device: str) -> list:
    return await inventory.list_ports(device)


@mcp.tool()
async def list_clients(site: str) -> list:
    return await inventory.list_clients(site)


@mcp.tool()
def count_sites(rows: list) -> int:
    try:
        for row in rows:
            try:
                int(row["count"])
            except KeyError as e:
                # GOOD for the rule: `raise e` of the caught exception, which the tool's own
                # catch-all re-raises below.
                raise e
        return len(rows)
    except Exception:
        raise  # want: raisederror related=39
