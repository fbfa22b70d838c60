from mcp.server.fastmcp import FastMCP

from relay.tools import register_tools

mcp = FastMCP("relay")
register_tools(mcp)
