from fastmcp import FastMCP

mcp = FastMCP("forge")

from forge.server import plugins  # noqa: E402
