"""A subclass defined in the module that registers the tools."""

from mcp.server.fastmcp import FastMCP


class LocalMCP(FastMCP):
    pass


class Helper:
    pass


local = LocalMCP("local")
other = Helper()


@local.tool()
def ping(host: str) -> str:
    if not host:
        raise RuntimeError("host is required")  # want: raisederror
    return "pong"


@other.tool()
def not_a_tool(host: str) -> str:
    # Fine: Helper is no server.
    raise RuntimeError("nope")
