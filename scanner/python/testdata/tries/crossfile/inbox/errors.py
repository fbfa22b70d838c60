"""The central error mapper every tool's except block calls: it always raises."""

import functools

from mcp.server.fastmcp.exceptions import ToolError

from .client import ApiError


def raise_tool_error(e: Exception) -> None:
    if isinstance(e, ApiError):
        raise ToolError(f"mail API failed: {e}")  # want: raisederror related=inbox/tools.py:22,inbox/tools.py:26
    raise ToolError(f"unexpected failure: {e}")  # want: raisederror related=inbox/tools.py:22,inbox/tools.py:26


def tool_errors():
    """A decorator factory: the wrapper it returns turns any failure into a ToolError."""

    def decorator(func):
        @functools.wraps(func)
        def wrapped(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except Exception as e:
                raise ToolError(f"{func.__name__} failed: {e}") from e  # want: raisederror related=inbox/errors.py:19,inbox/errors.py:21,inbox/tools.py:65,inbox/tools.py:66

        return wrapped

    return decorator
