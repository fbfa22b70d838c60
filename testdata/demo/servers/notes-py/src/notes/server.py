"""A notes MCP server: create, read and search notes kept in memory."""
import json

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

mcp = FastMCP("notes")
NOTES: dict[str, str] = {}


@mcp.tool()
def create_note(title: str, body: str) -> str:
    """Create a note."""
    if not title.strip():
        raise ToolError("title must not be empty")
    if title in NOTES:
        raise ToolError(f"a note titled {title!r} exists; choose another title")
    NOTES[title] = body
    return f"created {title}"


@mcp.tool()
def read_note(title: str) -> CallToolResult:
    """Read a note by title."""
    if title not in NOTES:
        body = {"error": "not_found", "title": title, "hint": "call search_notes first"}
        return CallToolResult(
            isError=True,
            content=[TextContent(type="text", text=json.dumps(body))],
        )
    return CallToolResult(content=[TextContent(type="text", text=NOTES[title])])


@mcp.tool()
def search_notes(query: str) -> str:
    """Search notes by substring."""
    if len(query) < 2:
        raise ToolError("query must have at least two characters")
    return "\n".join(t for t in NOTES if query in t)


@mcp.tool()
def delete_note(title: str) -> str:
    """Delete a note."""
    try:
        del NOTES[title]
    except KeyError:
        return f"Error: no note titled {title!r}"
    return f"deleted {title}"


if __name__ == "__main__":
    mcp.run()
