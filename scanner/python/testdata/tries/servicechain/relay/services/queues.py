"""A domain service: a table of handlers, each answering one action."""

from fastmcp.tools.tool import ToolResult

from .base import BaseService


class QueueService(BaseService):
    async def execute_action(self, action: str, name: str) -> ToolResult:
        handlers = {
            "purge": self._purge,
            "depth": self._depth,
        }
        handler = handlers.get(action)
        if handler is None:
            return self.error_result(f"queue action {action} not supported")
        try:
            return await handler(name)
        except Exception as e:
            return self.error_result(str(e))

    async def _purge(self, name: str) -> ToolResult:
        try:
            done = await self.backend.purge(name)
            if not done:
                return ToolResult(content=f"Queue not found: {name}", structured_content={"error": f"no queue {name}"})  # want: softerror related=relay/server.py:28,relay/services/coordinator.py:15,relay/services/queues.py:18
            return self.ok_result(f"Purged {name}", {"purged": name})
        except Exception as e:
            return ToolResult(content=f"Error: {e}", structured_content={"error": str(e)})  # want: softerror related=relay/server.py:28,relay/services/coordinator.py:15,relay/services/queues.py:18

    async def _depth(self, name: str) -> ToolResult:
        # Fine: a success whose text is the answer.
        depth = await self.backend.depth(name)
        return ToolResult(content=f"{name}: {depth} messages", structured_content={"depth": depth})


class ArchiveService(BaseService):
    # Fine: no tool reaches this service, so what its handlers build is no tool's result.
    async def execute_action(self, action: str, name: str) -> ToolResult:
        handlers = {"restore": self._restore, "drop": self._drop}
        handler = handlers[action]
        return await handler(name)

    async def _restore(self, name: str) -> ToolResult:
        return ToolResult(content=f"Error: archive {name} is sealed", structured_content={"error": "sealed"})

    async def _drop(self, name: str) -> ToolResult:
        return ToolResult(content=f"Dropped {name}")
