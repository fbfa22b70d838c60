from fastmcp import Context, FastMCP

from hatchery.shared.errors import describe_error, handle_tool_error, raise_tool_error

mcp = FastMCP("hatchery")


@mcp.tool()
async def incubate(ctx: Context, tray: str) -> str:
    try:
        return _start(tray)
    except Exception as e:
        return await handle_tool_error(ctx, "incubate", e)  # want: softerror shape=unknown related=hatchery/shared/errors.py:12


@mcp.tool()
async def candle(ctx: Context, egg: str) -> dict:
    try:
        return {"egg": egg, "fertile": _check(egg)}
    except Exception as e:
        # The helper's answer is no failure text of its own: the finding stands on its name,
        # with nothing to cite.
        return describe_error(e)  # want: softerror shape=unknown related=none


@mcp.tool()
async def hatch(ctx: Context, egg: str) -> str:
    try:
        return _start(egg)
    except Exception as e:
        # Fine: the helper always raises, which fastmcp answers with an isError result.
        return raise_tool_error("hatch", e)


def _start(tray: str) -> str:
    return tray


def _check(egg: str) -> bool:
    return True
