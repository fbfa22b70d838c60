"""Routes an action to the domain service that answers it."""

from fastmcp.tools.tool import ToolResult

from .queues import QueueService


class Coordinator:
    def __init__(self, backend):
        self.queues = QueueService(backend)

    async def execute_action(self, action: str, name: str) -> ToolResult:
        try:
            if action in ("purge", "depth"):
                return await self.queues.execute_action(action, name)
            return self._fail(f"unknown action {action}")
        except Exception as e:
            return self._fail(str(e))

    @staticmethod
    def _fail(message: str) -> ToolResult:
        return ToolResult(content=f"Error: {message}", structured_content={"error": message})  # want: softerror related=relay/server.py:28,relay/services/coordinator.py:16,relay/services/coordinator.py:18
