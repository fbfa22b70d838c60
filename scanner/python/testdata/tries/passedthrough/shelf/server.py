"""A low-level server that dispatches to the tools of books.py and returns their text."""
from typing import Any

from mcp.server import Server
from mcp.types import CallToolResult, TextContent, Tool

from .books import book_title_tool, find_book_tool

server = Server("shelf")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(name="find_book", description="Find a book", inputSchema={"type": "object"}),
        Tool(name="book_title", description="A book's title", inputSchema={"type": "object"}),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: Any) -> list[TextContent] | CallToolResult:
    handlers = {"find_book": find_book_tool, "book_title": book_title_tool}
    handler = handlers.get(name)
    if handler is None:
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"unknown tool {name}")])  # want: errorresult
    result = await handler(arguments)
    return [TextContent(type="text", text=result)]
