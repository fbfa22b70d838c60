"""Tools that read the lifespan context through a variable, then a member of it."""

from contextlib import asynccontextmanager
from dataclasses import dataclass

from mcp.server.fastmcp import Context, FastMCP

from .client import ArchiveClient


@dataclass
class ArchiveContext:
    client: ArchiveClient


def create_server(host: str) -> FastMCP:
    @asynccontextmanager
    async def lifespan(server: FastMCP):
        client = ArchiveClient(host)
        yield ArchiveContext(client=client)

    mcp = FastMCP("archive", lifespan=lifespan)

    @mcp.tool()
    def find(query: str, ctx: Context) -> list:
        app_ctx = ctx.request_context.lifespan_context
        client = app_ctx.client
        return client.find(query)

    @mcp.tool()
    def move(uid: str, target: str, ctx: Context) -> dict:
        app_ctx = ctx.request_context.lifespan_context
        client = app_ctx.client
        result = client.move(uid, target)
        return result  # want: softerror related=archive/client.py:18,archive/client.py:19,archive/client.py:25

    @mcp.tool()
    def stats(ctx: Context) -> dict:
        app_ctx = ctx.request_context.lifespan_context
        return app_ctx.client.stats()

    @mcp.tool()
    def other(uid: str, ctx: Context) -> dict:
        # A variable bound twice is no member of the context: nothing is known of it.
        app_ctx = ctx.request_context.lifespan_context
        if not uid:
            app_ctx = None
        return app_ctx.client.move(uid, "")

    return mcp
