"""Shared helpers of the domain services."""

from fastmcp.tools.tool import ToolResult


class BaseService:
    def __init__(self, backend):
        self.backend = backend

    @staticmethod
    def error_result(message: str) -> ToolResult:
        return ToolResult(content=f"Error: {message}", structured_content={"error": message})  # want: softerror related=relay/server.py:28,relay/services/coordinator.py:15,relay/services/queues.py:16,relay/services/queues.py:20

    @staticmethod
    def ok_result(text: str, data: dict) -> ToolResult:
        # Fine: a success.
        return ToolResult(content=text, structured_content=data)
