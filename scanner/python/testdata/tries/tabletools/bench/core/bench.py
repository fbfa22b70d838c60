"""A base class whose add_tool builds a python-sdk Tool around a wrapper of the method it is
given and stores it in the server's tool table; subclasses hand it their own methods."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.tools.base import Tool


class ToolBench:
    def __init__(self, mcp: FastMCP):
        self.mcp = mcp

    def shape(self, result, status="success"):
        return result

    def add_tool(self, func):
        try:

            def runner(*args, **kwargs):
                try:
                    result = func(*args, **kwargs)
                    return self.shape(result)
                except Exception as e:
                    return self.shape(str(e), status="error")  # want: softerror related=13,18,bench/tools/reels.py:9,bench/tools/reels.py:9,bench/tools/reels.py:10,bench/tools/reels.py:11,bench/tools/tension.py:12,bench/tools/tension.py:13

            tool = Tool(fn=runner, name=func.__name__, description=func.__doc__, parameters={}, fn_metadata=None, is_async=False)
            self.mcp._tool_manager._tools[tool.name] = tool
        except Exception as e:
            # Fine: this runs as a subclass registers its tools, not on a tool call.
            raise RuntimeError(f"cannot register {func.__name__}: {e}")
