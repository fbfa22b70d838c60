"""The server and its tools, which call the session helper."""

from mcp.server.fastmcp import FastMCP

from . import session

mcp = FastMCP("relay")


@mcp.tool()
def whoami() -> str:
    return session.client_id() + "@" + session.tenant()
