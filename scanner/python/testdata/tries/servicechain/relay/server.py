"""One tool that hands every action to the coordinator of the services."""

from fastmcp import FastMCP
from fastmcp.tools.tool import ToolResult

from .services import Coordinator


class RelayServer:
    def __init__(self, backend):
        self.backend = backend
        self.mcp = FastMCP("relay")
        self.coordinator: Coordinator | None = None

    async def start(self) -> None:
        self.coordinator = Coordinator(self.backend)
        self._register()

    def _register(self) -> None:
        @self.mcp.tool()
        async def relay(action: str, name: str) -> ToolResult:
            try:
                if not self.coordinator:
                    return ToolResult(content="Error: not started", structured_content={"error": "not started"})  # want: softerror
                result = await self.coordinator.execute_action(action, name)
                if result.content:
                    result = ToolResult(content=result.content, structured_content=result.structured_content)
                return result
            except Exception as e:
                return ToolResult(content=f"Error: {e}", structured_content={"error": str(e)})  # want: softerror
