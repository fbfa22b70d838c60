"""Tools that call the client's methods on what an annotated factory of another module returns."""

import asyncio

from mcp.server.fastmcp import Context, FastMCP

from .fetcher import Fetcher
from .deps import fetcher_or_none, get_fetcher, library_client, maybe_fetcher, optional_fetcher

mcp = FastMCP("shop")


@mcp.tool()
async def order(ctx: Context, sku: str, qty: int) -> dict:
    shop = await get_fetcher(ctx)
    return shop.create_order(sku, qty)


@mcp.tool()
def order_now(url: str, sku: str) -> dict:
    maybe_fetcher(url).lookup(sku)
    return maybe_fetcher(url).create_order(sku, 1)


@mcp.tool()
def cancel(url: str, order_id: str) -> str:
    client = fetcher_or_none(url)
    client.cancel(order_id)
    client.ping()
    return "cancelled"


@mcp.tool()
def version(url: str) -> str:
    shop = fetcher_or_none(url)
    return shop.version()


@mcp.tool()
async def refund(ctx: Context, order_id: str) -> str:
    shop = await get_fetcher(ctx)
    try:
        shop.refund(order_id)
    except Exception as e:
        return f"refund failed: {e}"  # want: softerror
    return "refunded"


@mcp.tool()
def export(url: str) -> str:
    return library_client(url).export()


@mcp.tool()
async def order_later(ctx: Context, sku: str) -> dict:
    shop = await get_fetcher(ctx)
    return await asyncio.to_thread(shop.create_order, sku, 0)


@mcp.tool()
def status(url: str) -> str:
    return optional_fetcher(url).version()


def _local_fetcher(url: str) -> "Fetcher":
    return Fetcher(url)


@mcp.tool()
def restock(url: str, sku: str) -> dict:
    return _local_fetcher(url).create_order(sku, 5)
