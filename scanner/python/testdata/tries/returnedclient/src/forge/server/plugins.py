from fastmcp import Context

from forge.core import forge
from forge.core.session import forge_name
from forge.server import mcp


@mcp.tool()
async def plugin_graph(ctx: Context, name: str) -> dict:
    return forge(ctx).graph(name=name)  # want: softerror


@mcp.tool()
async def plugin_count(ctx: Context) -> int:
    client = forge(ctx)
    return len(client.plugins())


@mcp.tool()
async def site_name(ctx: Context) -> str:
    # Fine: what a function of the root returns that names no class of the root has no methods
    # of the root.
    return forge_name(ctx).upper()
