"""Router tools that put what run() returns into text of their own."""

from mcp.server.fastmcp import FastMCP

from .connector import probe, run

mcp = FastMCP("router")


@mcp.tool()
async def list_routes() -> str:
    result = await run("/ip route print")
    # An emptiness test lets failure text through.
    if not result or result.strip() == "":
        return "No routes found."
    return f"ROUTES:\n\n{result}"


@mcp.tool()
async def get_route(route_id: str) -> str:
    result = await run(f"/ip route print where .id={route_id}")
    return "ROUTE: " + result


@mcp.tool()
async def route_stats() -> str:
    count = await run("/ip route print count-only")
    return "ROUTES: {}".format(count)


@mcp.tool()
async def list_addresses() -> str:
    result = await run("/ip address print")
    # A test of the text itself: the tool decides what a failure is, and keeps its finding.
    if "failure:" in result:
        return "No addresses."
    return f"ADDRESSES:\n\n{result}"  # want: softerror related=router/connector.py:16


@mcp.tool()
async def list_pools() -> str:
    result = await run("/ip pool print")
    # What it embeds is made from the text: the tool keeps its finding.
    return f"POOLS:\n\n{result.upper()}"  # want: softerror related=router/connector.py:16


@mcp.tool()
async def ping() -> str:
    result = await run("/ping 8.8.8.8 count=1")
    # Fine: the text says the work was done.
    return f"Ping sent successfully:\n{result}"


@mcp.tool()
def probe_link() -> str:
    out = probe("/system identity print")
    return f"IDENTITY:\n{out}"  # want: softerror related=router/connector.py:24
