from fastmcp import FastMCP

from .store import Shelf
from .tools import register_tools


def create_server() -> FastMCP:
    mcp = FastMCP("shelf")
    register_tools(mcp, Shelf())
    return mcp
