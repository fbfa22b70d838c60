"""fastmcp 2.13 passes the request's Context to a parameter annotated Context, or a union that
holds it, on every call: a test of that parameter for None never holds. A parameter of another
class stays a client argument."""

from typing import Optional

from fastmcp import Context, FastMCP

from .planner import Session

mcp = FastMCP("orchard")


@mcp.tool()
async def forecast_harvest(field: str, ctx: Context | None = None) -> str:
    if ctx is None:
        return "Error: a context is needed to report progress"
    await ctx.report_progress(1, 2)
    return f"forecast for {field}"


@mcp.tool()
async def prune_rows(rows: int, ctx: Optional[Context] = None) -> str:
    if not ctx:
        return "Error: no context available"
    await ctx.info(f"pruning {rows}")
    return "pruned"


@mcp.tool()
async def water_beds(bed: str, ctx: Context) -> str:
    if ctx:
        await ctx.info(bed)
    else:
        return "Error: context missing"
    return "watered"


@mcp.tool()
async def sample_soil(plot: str, session: Session | None = None) -> str:
    if session is None:
        return "Error: no session for soil sampling"  # want: softerror shape=prose-only
    return session.sample(plot)


@mcp.tool()
async def graft_tree(tree: str, ctx: Context | None = None) -> str:
    if ctx is None:
        return "Error: grafting needs a context"  # want: softerror shape=prose-only
    return tree


async def graft_all(trees: list[str]) -> list[str]:
    return [await graft_tree(t) for t in trees]
