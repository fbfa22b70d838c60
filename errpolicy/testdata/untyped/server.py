from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

mcp = FastMCP("notes")


@mcp.tool()
def read_note(name: str) -> str:
    if not name:
        raise ToolError("name is required")
    return name
