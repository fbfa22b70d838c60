from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.shared.exceptions import McpError
from mcp.types import INVALID_PARAMS, ErrorData

mcp = FastMCP("notes")


@mcp.tool()
def read_note(name: str) -> str:
    if not name:
        raise ToolError("name is required")
    return name


@mcp.tool()
def delete_note(name: str) -> str:
    # The code is McpError's: FastMCP sends the error as prose, so the client has no typed code.
    raise McpError(ErrorData(code=INVALID_PARAMS, message=f"no note {name}"))
