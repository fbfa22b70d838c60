from mcp.server.fastmcp import Context

from ..context import open_shelf, open_shelf_or_default, read_ledger, shelf_root


async def shelf_path(ctx: Context, name: str) -> str:
    return open_shelf(ctx, name)


async def depot_root(ctx: Context) -> str:
    return shelf_root(ctx)


async def ledger_entry(ctx: Context, entry: str) -> str:
    return read_ledger(ctx, entry)


async def default_shelf(ctx: Context, name: str) -> str:
    return open_shelf_or_default(ctx, name)
