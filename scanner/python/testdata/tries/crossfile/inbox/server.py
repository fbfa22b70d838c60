"""The server: it registers a tool that another module defines."""

from mcp.server.fastmcp import FastMCP

from .tools import search_mail

mcp = FastMCP("inbox")
mcp.tool(name="search")(search_mail)
