"""Functions of a getter no handler calls."""

from mcp.types import TextContent


async def purge_shelf(client) -> list[TextContent]:
    return [TextContent(type="text", text="Error: purge is disabled")]  # GOOD here: never dispatched


async def rebuild_index(client) -> list[TextContent]:
    return [TextContent(type="text", text="Error: rebuild is disabled")]  # GOOD here: same
