"""Tools that reach the constructors and methods of classes without bases."""

from mcp.server.fastmcp import FastMCP

from .settings import get_settings, render

mcp = FastMCP("cfg")


@mcp.tool()
def api_url() -> str:
    return get_settings().url


@mcp.tool()
def show(value: str | None = None) -> str:
    return render(value)
