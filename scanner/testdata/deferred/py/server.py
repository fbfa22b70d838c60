from mcp.server.fastmcp import FastMCP

from client import fetch_item

mcp = FastMCP("items")


@mcp.tool()
def lookup(item_id: str) -> str:
    return fetch_item(item_id)
