"""The server module: it creates the instance and hands it to each feature's register_tools."""

from mcp.server.fastmcp import FastMCP

from notes import tools

mcp = FastMCP("notes")
tools.register_tools(mcp)
