"""Error results shared by the weather tools."""

from mcp.types import CallToolResult, TextContent


def not_found(what: str) -> CallToolResult:
    """A helper: its call sites count as uses of the one site inside it."""
    return CallToolResult(isError=True, content=[TextContent(type="text", text=f"{what} not found")])  # want: errorresult shape=prose-only uses=2 function=not_found


def upstream_failed(status: int) -> CallToolResult:
    body = {"code": "UPSTREAM", "retryable": status >= 500}
    result = CallToolResult(content=[TextContent(type="text", text="upstream failed")], structuredContent=body)
    result.isError = True  # want: errorresult construct=flag-assignment shape=structured typed=code,retry uses=1
    return result
