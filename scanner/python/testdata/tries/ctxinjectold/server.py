"""fastmcp before 2.2.7 injects the Context only into a parameter annotated with the class
itself: one annotated `Context | None` is a client argument that may be None."""

from fastmcp import Context, FastMCP

mcp = FastMCP("orchard")


@mcp.tool()
async def forecast_harvest(field: str, ctx: Context | None = None) -> str:
    if ctx is None:
        return "Error: a context is needed to report progress"  # want: softerror shape=prose-only
    await ctx.report_progress(1, 2)
    return f"forecast for {field}"


@mcp.tool()
async def water_beds(bed: str, ctx: Context) -> str:
    if not ctx:
        return "Error: context missing"
    return bed
