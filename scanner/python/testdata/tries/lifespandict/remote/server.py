"""The server module registers its tools through the tools package: it holds no needle, and
the main pass parses it for its lifespan= (Admit)."""

from contextlib import asynccontextmanager

from fastmcp import FastMCP

from .connection import ConnectionManager
from .tools import register_all_tools


@asynccontextmanager
async def app_lifespan(server):
    connections = None

    async def get_connections():
        nonlocal connections
        if connections is None:
            connections = ConnectionManager({})
        return connections

    yield {"get_connections": get_connections, "settings": {"retries": 3}}


mcp = FastMCP("remote", lifespan=app_lifespan)
register_all_tools(mcp)
