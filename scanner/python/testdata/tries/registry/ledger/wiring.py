"""Builds the ledger's tool objects and registers the handler that runs them by name."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent, Tool

from .books import BalanceTool, CloseTool, PostTool

SPECS = [
    Tool(name="balance", description="Balance of an account", inputSchema={"type": "object"}),
    Tool(name="post", description="Post an amount", inputSchema={"type": "object"}),
    Tool(name="close", description="Close the book", inputSchema={"type": "object"}),
]


def tool_names() -> dict[str, str]:
    # Fine: a dictionary of strings, no tool objects: not the registry.
    return {"balance": "Balance", "post": "Post"}


def setup_tools(book: dict[str, float]) -> dict[str, Any]:
    audit: list[str] = []

    def build(tool_class):
        return tool_class(book=book, audit=audit)

    tools = {
        "balance": build(BalanceTool),
        "post": build(PostTool),
        "close": CloseTool(book, audit),
    }
    return tools


def register_tools(server: Server, tools: dict[str, Any]) -> None:
    @server.list_tools()
    async def list_tools() -> list[Tool]:
        return SPECS

    @server.call_tool()
    async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
        tool = tools.get(name)
        if tool is None:
            return [TextContent(type="text", text=f"Unknown tool: {name}")]  # want: softerror
        result = await tool.execute(arguments)
        return [TextContent(type="text", text=result)]
