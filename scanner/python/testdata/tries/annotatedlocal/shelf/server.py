from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
from mcp.server.fastmcp import Context, FastMCP

from .router import Router


def _deps(ctx: Context) -> dict[str, Any]:
    return ctx.request_context.lifespan_context


@asynccontextmanager
async def app_lifespan(server: FastMCP) -> AsyncIterator[dict[str, Any]]:
    async with httpx.AsyncClient() as http:
        yield {"router": Router("/srv/shelf", "https://shelf.invalid"), "http": http}


mcp = FastMCP("shelf", lifespan=app_lifespan)


@mcp.tool()
async def read_book(key: str, ctx: Context) -> str:
    # The local's annotation names the router's class, though its value is the lifespan's.
    router: Router = _deps(ctx)["router"]
    return await router.fetch(key)


@mcp.tool()
async def peek_book(key: str, ctx: Context) -> str:
    # A string annotation names the class too. Fine: Router.peek answers every failure of the
    # backend's peek with None.
    router: "Router" = _deps(ctx)["router"]
    text = await router.peek(key)
    if text is None:
        return await router.fetch(key)
    return text


@mcp.tool()
async def save_book(key: str, text: str, ctx: Context) -> str:
    router: Router | None = _deps(ctx).get("router")
    await router.store(key, text)
    return "saved"


@mcp.tool()
async def ping(ctx: Context) -> str:
    # Fine: a library's client, whose raises are not the root's.
    http: httpx.AsyncClient = _deps(ctx)["http"]
    response = await http.get("https://shelf.invalid/ping")
    return response.text

