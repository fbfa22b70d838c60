"""A decorator factory that registers, on the shop's server, the function it decorates."""

from .app import mcp


def flat_tool(**tool_kwargs):
    def decorator(fn):
        mcp.tool(**tool_kwargs)(fn)
        return fn

    return decorator
