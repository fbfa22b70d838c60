"""Tools nested in a register function, each returning the value of a decorated function of
this module or of another one."""

from mcp.server.fastmcp import FastMCP

from relay.errors import RelayError, raw_errors, text_errors
from relay.remote import fetch_remote


@text_errors
async def fetch_items(limit: int = 10) -> str:
    if limit > 100:
        raise RelayError("limit too large")
    return "items"


@raw_errors
async def fetch_raw(limit: int = 10) -> str:
    # Its decorator raises the failure again (no as_text): the tool sends an isError result.
    if limit > 100:
        raise RelayError("limit too large")  # want: raisederror
    return "raw"


async def fetch_plain(limit: int = 10) -> str:
    # Not decorated: its raise leaves to the tool.
    if limit > 100:
        raise RelayError("limit too large")  # want: raisederror
    return "plain"


def register_tools(mcp: FastMCP):
    @mcp.tool()
    async def list_items(limit: int = 10) -> str:
        return await fetch_items(limit)

    @mcp.tool()
    async def list_remote(limit: int = 10) -> str:
        return await fetch_remote(limit)

    @mcp.tool()
    async def list_plain(limit: int = 10) -> str:
        return await fetch_plain(limit)

    @mcp.tool()
    async def list_raw(limit: int = 10) -> str:
        return await fetch_raw(limit)

    return list_items, list_remote, list_plain, list_raw
