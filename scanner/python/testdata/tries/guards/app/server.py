"""Tools wrapped in the root's decorators, below and above the registration."""

from mcp.server.fastmcp import FastMCP

from . import client
from .common import handle_exceptions, reraise_errors

mcp = FastMCP("guards")


@mcp.tool()
@handle_exceptions
async def create(path: str) -> dict:
    if path.startswith("/"):
        # Fine for raisederror: handle_exceptions answers it (with a soft error, reported there).
        raise ValueError("path must be relative")
    return client.post(path)


@mcp.tool()
@reraise_errors
async def update(path: str) -> dict:
    if path.startswith("/"):
        raise ValueError("path must be relative")  # want: raisederror
    return client.put(path)


@handle_exceptions
@mcp.tool()
async def remove(path: str) -> dict:
    # The decorator above the registration wraps what mcp.tool() returns: the SDK calls the
    # function itself, so the raise reaches it.
    if path.startswith("/"):
        raise ValueError("path must be relative")  # want: raisederror
    return {"removed": path}
