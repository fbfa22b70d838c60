from mcp.server.fastmcp import FastMCP

from .tools import maps, routes

mcp = FastMCP("atlas")
maps.register(mcp)
routes.register(mcp)
