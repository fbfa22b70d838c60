from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import aiohttp
from mcp.server.fastmcp import Context, FastMCP


class TileClient:
    def __init__(self) -> None:
        self.session = None
        self.cache = None

    async def connect(self) -> None:
        self.session = aiohttp.ClientSession()

    def load_cache(self) -> None:
        self.cache = {}

    async def fetch_tile(self, x: int, y: int) -> bytes:
        if not self.session:
            # Fine: the lifespan connects the client before any tool runs.
            raise RuntimeError("Tile client not connected")
        async with self.session.get(f"https://tiles.invalid/{x}/{y}") as response:
            if response.status == 200:
                return await response.read()
            raise Exception(f"Failed to fetch tile {x},{y}: {response.status}")  # want: raisederror function=TileClient.fetch_tile

    async def fetch_legend(self) -> str:
        if self.cache is None:
            raise RuntimeError("Tile cache not loaded")  # want: raisederror function=TileClient.fetch_legend
        async with self.session.get("https://tiles.invalid/legend") as response:
            if response.status != 200:
                raise Exception(f"Failed to fetch the legend: {response.status}")  # want: raisederror function=TileClient.fetch_legend
            return await response.text()

    async def fetch_stats(self) -> dict:
        # Fine: only the startup check calls it, never a tool.
        async with self.session.get("https://tiles.invalid/stats") as response:
            if response.status != 200:
                raise Exception(f"Failed to fetch the stats: {response.status}")
            return await response.json()


@dataclass
class AppContext:
    tiles: TileClient


@asynccontextmanager
async def app_lifespan(server: FastMCP) -> AsyncIterator[AppContext]:
    tiles = TileClient()
    await tiles.connect()
    await tiles.fetch_stats()
    if server.settings.debug:
        # Only some runs load the cache: fetch_legend's test of it stays live.
        tiles.load_cache()
    yield AppContext(tiles=tiles)


mcp = FastMCP("mapper", lifespan=app_lifespan)


@mcp.tool()
async def get_tile(x: int, y: int, ctx: Context) -> str:
    tiles = ctx.request_context.lifespan_context.tiles
    data = await tiles.fetch_tile(x, y)
    return data.hex()


@mcp.tool()
async def get_legend(ctx: Context) -> str:
    # The tool catches what the client raises and raises its own error from it.
    tiles = ctx.request_context.lifespan_context.tiles
    try:
        return await tiles.fetch_legend()
    except Exception as e:
        raise ValueError(f"legend unavailable: {e}") from e  # want: raisederror function=get_legend
