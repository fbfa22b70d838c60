"""A low-level call_tool handler whose except clauses hand the caught exception to helpers: one
wraps it in an isError CallToolResult (delivered flagged: no softerror), one in text."""

from mcp.server.lowlevel import Server
from mcp.types import CallToolResult, TextContent

server = Server("cellar")


class CellarError(Exception):
    code = "cellar_error"


def _error_result(exc: CellarError, tool_name: str) -> CallToolResult:
    return CallToolResult(  # want: errorresult
        isError=True,
        content=[TextContent(type="text", text=str(exc))],
        structuredContent={"code": exc.code, "tool": tool_name},
    )


def _error_text(exc: Exception) -> list[TextContent]:
    return [TextContent(type="text", text=f"Cellar failed: {exc}")]


def lookup(name: str) -> str:
    return name.upper()


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict):
    try:
        if name == "find_bottle":
            return [TextContent(type="text", text=lookup(arguments["label"]))]
        raise CellarError(f"unknown tool {name}")
    except CellarError as e:
        return _error_result(e, name)
    except KeyError as e:
        return _error_text(e)  # want: softerror
