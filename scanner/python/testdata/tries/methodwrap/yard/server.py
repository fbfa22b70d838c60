"""A server class that wraps each module function to inject a token before registering it."""

import asyncio
from functools import wraps

from mcp.server.fastmcp import FastMCP

from yard.tools import bays


class YardServer:
    def __init__(self) -> None:
        self.mcp = FastMCP("yard")
        self._register()

    def _register(self) -> None:
        self.mcp.tool()(self._wrap_tool(bays.open_bay))
        self.mcp.tool()(self._wrap_tool(bays.bay_status))

    def _token(self) -> str:
        return "t0ken"

    def _wrap_tool(self, tool_func):
        @wraps(tool_func)
        async def wrapped(*args, **kwargs):
            token = await asyncio.to_thread(self._token)
            return await tool_func(lambda: token, *args, **kwargs)

        return wrapped
