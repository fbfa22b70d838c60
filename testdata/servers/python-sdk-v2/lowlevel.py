"""A calculator on the python-sdk 2.x low-level server: raises become JSON-RPC errors."""

from mcp import MCPError, types
from mcp.server.lowlevel import Server


async def handle_call(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
    if params.name != "divide":
        raise MCPError(code=-32602, message=f"Unknown tool: {params.name}")  # the spec's protocol error: not reported
    args = params.arguments or {}
    if "a" not in args or "b" not in args:
        raise ValueError("a and b are required")  # want: protocolerror outcome=protocol-error
    if args["b"] == 0:
        return types.CallToolResult(is_error=True, content=[types.TextContent(text="division by zero")])  # want: errorresult outcome=iserror
    try:
        value = args["a"] / args["b"]
    except TypeError:
        raise MCPError(code=-32000, message="a and b must be numbers")  # want: protocolerror
    return types.CallToolResult(content=[types.TextContent(text=str(value))])


server = Server("calc", on_call_tool=handle_call)
