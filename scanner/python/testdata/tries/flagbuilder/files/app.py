from fastmcp import FastMCP

mcp = FastMCP("files")
