"""A low-level server that dispatches to the task handlers from a table of its own and answers
whatever they raise."""
from typing import Any

from mcp.server import Server
from mcp.types import CallToolResult, TextContent, Tool

from .tasks import close_task_tool, open_task_tool

server = Server("desk")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(name="close_task", description="Close a task", inputSchema={"type": "object"}),
        Tool(name="open_task", description="Open a task", inputSchema={"type": "object"}),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: Any) -> list[TextContent] | CallToolResult:
    handlers = {"close_task": close_task_tool, "open_task": open_task_tool}
    handler = handlers.get(name)
    if handler is None:
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"unknown tool {name}")])  # want: errorresult
    try:
        result = await handler(arguments)
        return [TextContent(type="text", text=result)]
    except Exception as e:
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"{name} failed: {e}")])  # want: errorresult
