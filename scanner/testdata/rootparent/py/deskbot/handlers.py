"""Low-level handlers put on a server that the caller hands in (attach_handlers(server, actions))."""
from typing import Any, Callable, Dict

from mcp.server import Server
from mcp.types import TextContent, Tool


def attach_handlers(server: Server, actions: Dict[str, Callable[[Dict[str, Any]], str]]) -> None:
    @server.list_tools()
    async def list_tools() -> list[Tool]:
        return [Tool(name=n, description=n, inputSchema={"type": "object"}) for n in actions]

    @server.call_tool()
    async def call_tool(name: str, arguments: Dict[str, Any]) -> list[TextContent]:
        action = actions.get(name)
        if action is None:
            problem = f"No such action: {name}"
            return [TextContent(type="text", text=problem)]  # a finding: main.py runs attach_handlers
        try:
            return [TextContent(type="text", text=action(arguments))]
        except Exception as exc:
            problem = f"Action {name} failed: {exc}"
            return [TextContent(type="text", text=problem)]  # a finding too
