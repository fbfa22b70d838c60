from mcp.server.fastmcp import FastMCP

from .client import AtlasClient

mcp = FastMCP("atlas")
client = AtlasClient({})


@mcp.tool()
def get_page(title: str) -> dict:
    return client.get_page(title) or {"title": title, "error": "Unknown error"}  # want: softerror related=atlas/client.py:9,atlas/client.py:12


@mcp.tool()
def get_outline(title: str) -> dict:
    # The callee returns no failure: the fallback's own error object stands, citing nothing.
    return client.get_outline(title) or {"title": title, "error": "Unknown error"}  # want: softerror
