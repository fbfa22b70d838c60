from functools import lru_cache

import plugins
from fastmcp import FastMCP

from .client import StationClient
from .levels import LevelServiceProtocol, create_level_service
from .tools import HistoryTools, TideTools

mcp = FastMCP("tides")
client = StationClient("https://tides.example")
tide_tools = TideTools(client)
history_tools = HistoryTools(plugins.load_feed())


@mcp.tool()
def station_readings(station: str) -> dict:
    return tide_tools.readings(station)


@mcp.tool()
def station_forecast(station: str) -> dict:
    return tide_tools.forecast(station)


@mcp.tool()
def station_history(station: str) -> dict:
    return history_tools.history(station)


@lru_cache(maxsize=1)
def get_levels() -> LevelServiceProtocol:
    return create_level_service()


@mcp.tool()
def station_level(station: str) -> dict:
    return get_levels().level(station)
