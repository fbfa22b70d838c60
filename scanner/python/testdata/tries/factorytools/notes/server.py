from fastmcp import FastMCP

from .store import NoteStore
from .tools import register_tools


def create_server() -> FastMCP:
    mcp = FastMCP("notes")
    register_tools(mcp, NoteStore())
    return mcp
