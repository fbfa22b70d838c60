"""Client code reads isError; it never builds a result."""

from mcp import ClientSession
from mcp.types import CallToolResult, TextContent


async def call(session: ClientSession, name: str) -> str:
    result = await session.call_tool(name, {})
    if result.isError:
        raise RuntimeError(result.content[0].text)
    if result.isError is True or getattr(result, "is_error", False):
        return "failed"
    return result.content[0].text


def forward(upstream: CallToolResult) -> CallToolResult:
    # Copies a flag that may be false: not a site.
    return CallToolResult(isError=upstream.isError, content=upstream.content)


def relay(upstream: CallToolResult, failed: bool) -> CallToolResult:
    out = CallToolResult(content=[TextContent(type="text", text="relayed")])
    out.isError = failed
    return out
