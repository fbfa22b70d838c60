"""Tools wrapped in atlas_tool, a decorator of another module whose except clauses name classes."""

from ..checks import check_name, check_zoom
from ..client import AtlasClient
from ..common import atlas_tool

client = AtlasClient()


def register(mcp):

    @mcp.tool()
    @atlas_tool
    async def find_place(name: str) -> dict:
        return await client.find(check_name(name))

    @mcp.tool()
    @atlas_tool
    async def show_tiles(zoom: int) -> list:
        if zoom == 13:
            # Fine: a ValueError of the tool's own body, which atlas_tool answers.
            raise ValueError("zoom 13 is not drawn")
        if zoom == 14:
            raise KeyError("zoom 14 is not drawn")  # want: raisederror
        # A QuotaError of the client is no class atlas_tool names: it reaches the SDK.
        return await client.tiles(check_zoom(zoom))

    @mcp.tool()
    @atlas_tool
    async def upload_tile(name: str, body: str) -> dict:
        return await client.upload(name, body.encode())

    @mcp.tool()
    @atlas_tool
    async def rename_place(name: str, new: str) -> dict:
        return await client.rename(name, new)
