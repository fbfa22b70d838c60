"""The repository's own error-result helper: the only file with a needle of the prefilter."""
from mcp.types import CallToolResult, TextContent


def tool_error(message: str) -> CallToolResult:
    return CallToolResult(isError=True, content=[TextContent(type="text", text=message)])
