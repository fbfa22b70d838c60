"""The old handlers: no module calls attach_legacy, so no server has them and nothing is found here."""
from typing import Any, Dict

from mcp.server import Server
from mcp.types import TextContent


def attach_legacy(server: Server) -> None:
    @server.call_tool()
    async def call_tool(name: str, arguments: Dict[str, Any]) -> list[TextContent]:
        return [TextContent(type="text", text=f"Error: {name} is gone")]
