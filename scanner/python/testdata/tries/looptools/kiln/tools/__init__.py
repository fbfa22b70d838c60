"""Registers every tool of each tools module that the API key may use, in a loop."""

from mcp.server import FastMCP

import kiln.tools.firing
from kiln.utils.scopes import allowed


def attach_tools(server: FastMCP):
    modules = [
        kiln.tools.firing,
    ]
    for module in modules:
        usable = allowed(module.export_tools())
        for tool_fn in usable:
            server.add_tool(tool_fn)
