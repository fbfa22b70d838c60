"""The server object and a tool of its own."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("fleet")


@mcp.tool()
def ping() -> str:
    return "pong"
