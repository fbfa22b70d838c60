"""A second server whose registration function takes a catalog object under a module's name."""

from functools import wraps

from mcp.server.fastmcp import FastMCP

from yard.tools import bays


def _inject(tool_func):
    @wraps(tool_func)
    async def wrapped(*args, **kwargs):
        return await tool_func(lambda: "t0ken", *args, **kwargs)

    return wrapped


def register_catalog(mcp: FastMCP, bays) -> None:
    # The parameter bays hides the imported module: bays.seal_bay is the catalog's method,
    # not yard.tools.bays.seal_bay, which no registration names.
    mcp.tool()(_inject(bays.seal_bay))

