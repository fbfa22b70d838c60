from mcp.server.fastmcp import FastMCP

from .registration import prepare_tools

mcp = FastMCP("desk")
for tool in prepare_tools({"close_ticket"}):
    mcp.add_tool(tool)
