"""The project's own server class: every tool is registered wrapped in rewrap, which re-raises
what the tool raises as a ToolError."""

from typing import Generic, TypeVar

from fastmcp import FastMCP

from .errors import rewrap

T = TypeVar("T")


class ReportingMCP(FastMCP[T], Generic[T]):
    def _register(self, fn, kwargs):
        return super().tool(rewrap(fn), **kwargs)

    def tool(self, name_or_fn=None, **kwargs):
        if callable(name_or_fn):
            return self._register(name_or_fn, kwargs)

        def decorator(fn):
            return self._register(fn, kwargs)

        return decorator


class QuietMCP(FastMCP):
    """Registers every tool wrapped in swallow, which answers any failure with text."""

    def tool(self, fn=None, **kwargs):
        if fn is None:
            return lambda f: self.tool(f, **kwargs)
        return super().tool(swallow(fn), **kwargs)


def swallow(func):
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except Exception as e:
            return f"Error: {e}"  # want: softerror

    return wrapper


class StrictMCP(FastMCP):
    """Its tool override checks its arguments when a tool is registered, not when it runs."""

    def tool(self, name_or_fn=None, **kwargs):
        if isinstance(name_or_fn, str) and "name" in kwargs:
            # Fine: a registration-time error, raised while the module is imported.
            raise TypeError("name given twice")
        return super().tool(name_or_fn, **kwargs)
