"""Helpers the tools share. No MCP server here."""

from mcp.types import TextContent


def handle_error(error: Exception) -> list[TextContent]:
    # BAD: every tool's except answers the failure as a successful text block.
    return [TextContent(type="text", text=f"Error: {error}")]  # want: softerror


def ok(data: str) -> list[TextContent]:
    return [TextContent(type="text", text=data)]
