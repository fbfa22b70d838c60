"""A python-sdk 1.x low-level server whose call_tool returns what a dispatcher function of its
file gives; the dispatcher calls the handler a getter of another module hands out by name."""

from mcp.server import Server
from mcp.types import TextContent

from desk.registry import get_tool_handler

server = Server("desk")


def get_client():
    return object()


async def execute_tool(name: str, arguments: dict) -> list[TextContent]:
    try:
        handler = get_tool_handler(name)
        client = get_client()
        result = await handler(client, **arguments)
        return result
    except ValueError as e:
        return [TextContent(type="text", text=f"Error: {e}")]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    return await execute_tool(name, arguments)  # want: softerror
