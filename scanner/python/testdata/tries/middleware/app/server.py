"""The main server: a middleware of the project's answers error objects with isError, for the
tools of every server mounted on it."""

import mcp.types as mcp_types
from fastmcp import FastMCP
from fastmcp.server.middleware import Middleware
from fastmcp.tools.tool import ToolResult

from .tools import billing


class _ErrorToolResult(ToolResult):
    def to_mcp_result(self):
        return mcp_types.CallToolResult(content=self.content, structuredContent=self.structured_content, isError=True)  # want: errorresult


class ErrorSignalingMiddleware(Middleware):
    async def on_call_tool(self, context, call_next):
        result = await call_next(context)
        if isinstance(result.structured_content, dict) and result.structured_content.get("status") == "error":
            return _ErrorToolResult(content=result.content, structured_content=result.structured_content)
        return result


mcp = FastMCP("main")
mcp.add_middleware(ErrorSignalingMiddleware())
mcp.mount(billing)
