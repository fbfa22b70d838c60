"""A server class that registers module functions through wrappers of its own."""

import asyncio
from functools import wraps

from mcp.server.fastmcp import FastMCP
from mcp.types import CallToolResult, TextContent

from quay.tools import cranes


class QuayServer:
    def __init__(self) -> None:
        self.mcp = FastMCP("quay")
        self._register()

    def _register(self) -> None:
        self.mcp.tool()(self._guarded(cranes.lift))
        self.mcp.tool()(self._guarded(cranes.crane_state))
        self.mcp.tool()(self._plain(cranes.park))
        self.mcp.tool()(self._reworded(cranes.swing))
        self.mcp.tool()(self._answered(cranes.hoist))

    def _token(self) -> str:
        return "t0ken"

    def _guarded(self, tool_func):
        @wraps(tool_func)
        async def wrapped(*args, **kwargs):
            try:
                return await tool_func(self._token, *args, **kwargs)
            except Exception as e:
                return f"Error: {e}"  # want: softerror related=quay/server.py:18,quay/server.py:18,quay/server.py:19,quay/server.py:19,quay/server.py:29,quay/tools/cranes.py:10

        return wrapped

    def _plain(self, tool_func):
        # Fine: it only hands the token on; what the tool raises passes through it.
        @wraps(tool_func)
        async def wrapped(*args, **kwargs):
            token = await asyncio.to_thread(self._token)
            return await tool_func(lambda: token, *args, **kwargs)

        return wrapped

    def _reworded(self, tool_func):
        @wraps(tool_func)
        async def wrapped(*args, **kwargs):
            try:
                return await tool_func(self._token, *args, **kwargs)
            except Exception as e:
                raise RuntimeError(f"crane tool failed: {e}") from e  # want: raisederror related=quay/server.py:21,quay/server.py:21,quay/server.py:48,quay/tools/cranes.py:30

        return wrapped

    def _answered(self, tool_func):
        @wraps(tool_func)
        async def wrapped(*args, **kwargs):
            try:
                return await tool_func(self._token, *args, **kwargs)
            except Exception as e:
                # Fine: an isError result, not a soft error.
                return CallToolResult(content=[TextContent(type="text", text=str(e))], isError=True)  # want: errorresult

        return wrapped
