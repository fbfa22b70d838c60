"""A python-sdk 1.x low-level server whose tool objects a helper builds into a dictionary that
another helper's call_tool handler looks them up in: each object's execute is a tool, its
returned text the tool's result."""

from mcp.server.lowlevel import Server

from .wiring import register_tools, setup_tools

server = Server("ledger")
register_tools(server, setup_tools({"cash": 0.0}))
