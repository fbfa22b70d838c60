"""A python-sdk 2.x low-level server that runs handler objects of a registry: a raise in a
handler leaves on_call_tool as a JSON-RPC error, not as an isError result."""

from mcp import types
from mcp.server.lowlevel import Server

from . import tools

TOOLS = {}


def add_tool_handler(h: tools.Handler) -> None:
    TOOLS[h.name] = h


add_tool_handler(tools.Search())
add_tool_handler(tools.Fetch())


async def call_tool(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
    handler = TOOLS[params.name]
    return handler.run_tool(params.arguments or {})


kb = Server("kb", on_call_tool=call_tool)
