"""Registers the map tools, and defines two of its own."""

from typing import Optional

from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel

from .maps import TileResponse, _render, get_checked_tile, get_custom_tile, get_local_tile, get_plain_tile, get_tile, get_tile_now

server = FastMCP("atlas")
server.add_tool(get_tile, structured_output=True)
server.add_tool(get_tile_now, structured_output=True)
server.add_tool(get_plain_tile)
server.add_tool(get_custom_tile)
server.add_tool(get_local_tile)
server.add_tool(get_checked_tile)


class LayerReply(BaseModel):
    name: str
    layers: list[str] = []
    error: Optional[str] = None


def _layers(name: str) -> dict:
    if not name:
        return {"error": "Layer set not found"}
    return {"layers": [name]}


@server.tool()
def render_tile(key: str) -> TileResponse:
    return _render(key)  # want: softerror


@server.tool()
async def list_layers(name: str) -> LayerReply:
    found = _layers(name)
    return LayerReply(name=name, **found)  # want: softerror related=27


@server.tool()
async def list_layers_checked(name: str) -> LayerReply:
    found = _layers(name)
    if found.get("error"):
        # Fine: raised, so the client gets an isError result.
        raise ValueError(found["error"])  # want: raisederror
    return LayerReply(name=name, **found)
