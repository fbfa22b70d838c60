"""The central error mapper every tool's except block calls: it always raises."""

from mcp.server.fastmcp.exceptions import ToolError

from .client import ApiError


def raise_tool_error(e: Exception) -> None:
    if isinstance(e, ApiError):
        raise ToolError(f"mail API failed: {e}")  # want: raisederror related=inbox/tools.py:20,inbox/tools.py:24
    raise ToolError(f"unexpected failure: {e}")  # want: raisederror related=inbox/tools.py:20,inbox/tools.py:24
