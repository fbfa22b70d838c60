from mcp.server.fastmcp import Context

from ..context import read_secret


async def fetch_secret(ctx: Context, name: str) -> str:
    return read_secret(ctx, name)


async def audit_secret(ctx: Context, name: str) -> str:
    audit = ctx.request_context.lifespan_context.audit
    audit.record(f"read {name}")
    return "recorded"
