"""A low-level server whose tools are handled by the modules of ci.handlers: one of them is named
like a test (pipeline_test.py, the handler of a "pipeline test" tool), and it is production."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .handlers import dispatch

server = Server("ci")


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    return await dispatch(name, arguments)  # want: softerror context=production related=ci/handlers/__init__.py:13,ci/handlers/pipeline_test.py:16,ci/handlers/pipeline_test.py:21
