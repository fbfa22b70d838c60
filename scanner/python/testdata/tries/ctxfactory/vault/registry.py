"""A decorator factory that registers, on the server it is given, a wrapper of the function it
decorates that turns the client's API errors into ToolError."""

import functools

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

from vault.client import ApiError


def _guarded(name, func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except ApiError as exc:
            raise ToolError(f"{name}: vault API error {exc}") from exc  # want: raisederror

    return wrapper


def register_tool(mcp: FastMCP, name: str, **kwargs):
    def decorator(func):
        wrapped = _guarded(name, func)
        return mcp.tool(name=name, **kwargs)(wrapped)

    return decorator
