"""Wrappers of the project's: no MCP server here."""

from fastmcp.exceptions import ToolError


def rewrap(func):
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except ToolError:
            raise  # want: raisederror
        except Exception as e:
            raise ToolError(f"{func.__name__} failed: {e}") from e  # want: raisederror

    return wrapper
