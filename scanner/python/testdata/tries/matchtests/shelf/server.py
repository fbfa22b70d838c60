"""FastMCP tools over the catalog."""

from mcp.server.fastmcp import FastMCP

from .catalog import Catalog

mcp = FastMCP("shelf")
catalog = Catalog(backend=None)


@mcp.tool()
async def get_box(box_code: str) -> dict:
    return await catalog.find_box(code=box_code)


@mcp.tool()
async def get_crate(crate_code: str | None = None) -> dict:
    return await catalog.find_crate(code=crate_code)


@mcp.tool()
async def move_box() -> dict:
    return await catalog.move("box")


@mcp.tool()
async def move_crate() -> dict:
    return await catalog.move(kind="crate")


@mcp.tool()
async def weigh(hint: str) -> dict:
    unit = hint.split(":")[0] or None
    return await catalog.weigh(unit)


@mcp.tool()
async def pair() -> dict:
    return await catalog.pair("up", "down")
