"""A low-level server whose start-up manager sets the globals its tool tests."""

import asyncio
from contextlib import asynccontextmanager

import mcp.server.stdio
from mcp.server import Server
from mcp.types import TextContent

server = Server("ledger")
client = None
cache = None
token = None


class Client:
    async def get(self, key):
        return "value of " + key


@asynccontextmanager
async def lifespan():
    global client, cache, token
    client = Client()
    if asyncio.get_event_loop().is_running():
        cache = {}
    token = "t"
    yield
    client = None


def reset():
    global token
    token = None


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    if not client:
        raise RuntimeError("client not initialized")  # dead: the manager around server.run sets it first
    if cache is None:
        raise RuntimeError("cache not ready")  # want: raisederror
    if token is None:
        raise RuntimeError("no token")  # want: raisederror
    return [TextContent(type="text", text=await client.get(arguments["key"]))]


def main():
    async def run():
        async with lifespan():
            async with mcp.server.stdio.stdio_server() as (read, write):
                await server.run(read, write, server.create_initialization_options())

    asyncio.run(run())
