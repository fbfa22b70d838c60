from fastmcp.tools.tool import ToolResult
from mcp.types import TextContent


class RelayService:
    def __init__(self, handlers: dict):
        self.handlers = handlers

    def execute(self, action: str) -> ToolResult:
        try:
            if action in self.handlers:
                return self.handlers[action]()
            else:
                return self._error(f"Unknown action: {action}")
        except Exception as e:
            # The second way out of execute with the helper's value: cited as well.
            return self._error(str(e))

    @staticmethod
    def _error(message: str) -> ToolResult:
        return ToolResult(content=[TextContent(type="text", text=f"Error: {message}")])  # want: softerror related=relay/server.py:11,relay/service.py:14,relay/service.py:17
