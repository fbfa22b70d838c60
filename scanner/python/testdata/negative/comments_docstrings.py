"""Documentation that shows error results is not an error result.

    return CallToolResult(isError=True, content=[TextContent(type="text", text="x")])
    raise ToolError("x")
"""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs")


@mcp.tool()
def explain() -> str:
    """Return how errors work: {"isError": True} and raise ToolError are described here."""
    # return CallToolResult(isError=True)  <- a comment
    return "Set isError=True on the result to report a failure."
