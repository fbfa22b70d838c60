"""Tools of a shelf, each logged and timed."""

from mcp.server.fastmcp import FastMCP

from .logkit import logged, timed
from .services import Catalog, lookup

mcp = FastMCP("shelf")


def register(server: FastMCP, catalog: Catalog):
    @server.tool()
    @logged
    async def shelf_search(query: str) -> str:
        """Search the shelf: the method answers every failure."""
        return await catalog.search(query)

    @server.tool()
    @logged
    async def shelf_count() -> str:
        """Count the shelf: the method answers every failure."""
        result = await catalog.count()
        return result  # want: softerror

    @server.tool()
    @timed
    async def shelf_timed_search(query: str) -> str:
        return await catalog.search(query)

    @server.tool()
    @logged
    async def shelf_item(key: str) -> str:
        """The method lets a failure out: the re-raise passes it on."""
        return await catalog.strict(key)

    @server.tool()
    @logged
    async def shelf_shout(query: str) -> str:
        """The method answers every failure, but the tool's own call of upper() may raise."""
        text = await catalog.search(query)
        return text.upper()  # want: softerror


@mcp.tool()
@timed
async def shelf_lookup(key: str) -> str:
    return await lookup(key)  # want: softerror


register(mcp, Catalog("https://catalog.example"))
