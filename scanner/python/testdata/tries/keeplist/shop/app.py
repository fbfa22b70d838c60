"""Two servers: the shop's, whose tools server.py trims to a keep-list, and the admin's."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")
admin_mcp = FastMCP("admin")
