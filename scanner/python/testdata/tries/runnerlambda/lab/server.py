"""Tools that return what a runner returns when it runs the lambda they hand it."""

import asyncio

from mcp.server.fastmcp import FastMCP

from .tools import CountTool, ReadTool, lookup_sync
from .utils import logged_operation, safe_operation

mcp = FastMCP("lab")
manager = {}


@mcp.tool()
async def read_notebook(name: str) -> str:
    # safe_operation returns what the lambda's ReadTool().execute returns: its failure text.
    return await safe_operation(lambda: ReadTool().execute(manager, name))  # want: softerror related=lab/tools.py:9,lab/utils.py:10


@mcp.tool()
async def count_notebooks() -> str:
    # CountTool.execute returns no failure.
    return await safe_operation(lambda: CountTool().execute(manager))


@mcp.tool()
async def touch_notebook(name: str) -> str:
    # logged_operation answers "done" on its own, not what the lambda returns.
    return await logged_operation(lambda: ReadTool().execute(manager, name))


@mcp.tool()
async def lookup(name: str) -> str:
    # An awaited to_thread is the value of the function it runs: lookup_sync's "Error: ...".
    return await asyncio.to_thread(lambda: lookup_sync(manager, name))  # want: softerror related=lab/tools.py:23


@mcp.tool()
async def read_either(name: str) -> str:
    # Two lambdas: which one the runner calls is not known from the call, so neither is followed.
    return await safe_operation(lambda: ReadTool().execute(manager, name), lambda: CountTool().execute(manager))
