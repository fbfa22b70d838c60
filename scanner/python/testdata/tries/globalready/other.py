"""A second server that runs once outside its manager: its global may be unset."""

import asyncio
from contextlib import asynccontextmanager

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("other")
session = None


@asynccontextmanager
async def ready():
    global session
    session = object()
    yield


@mcp.tool()
def ping() -> str:
    if session is None:
        raise RuntimeError("no session")  # want: raisederror
    return "pong"


def main():
    with ready():
        mcp.run()


def bare():
    mcp.run()
