"""isError results judged on all of their text, not the f-string's first fragment."""

from mcp.types import CallToolResult, TextContent

from notes.server import mcp


@mcp.tool()
def create_object(name: str) -> CallToolResult:
    if name == "dup":
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"Object '{name}' already exists")])  # want: errorresult shape=prose-only
    return CallToolResult(isError=True, content=[TextContent(type="text", text=f"Custom Object '{name}' created successfully")])  # want: errorresult shape=prose-only; successflagged


@mcp.tool()
def archive(name: str) -> CallToolResult:
    # Fine for successflagged: the end of the text says the work was not done.
    return CallToolResult(isError=True, content=[TextContent(type="text", text=f"Archive of '{name}' created but upload failed")])  # want: errorresult shape=prose-only
