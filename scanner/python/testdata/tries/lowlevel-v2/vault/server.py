"""A python-sdk 2.x low-level server whose handler runs functions of other modules, through a
table of functions and by plain calls: what they raise leaves on_call_tool as a JSON-RPC error
(code 0), not as an isError result."""

from mcp import types
from mcp.server.lowlevel import Server

from .notes import create_note, delete_note
from .store import IndexError_, count_notes, load_index

HANDLERS = {
    "create_note": create_note,
    "delete_note": delete_note,
}


async def call_tool(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
    args = params.arguments or {}
    if params.name == "reindex":
        n = load_index(args.get("path", ""))
        return types.CallToolResult(content=[types.TextContent(text=f"{n} notes")])
    if params.name == "count":
        try:
            n = count_notes(args.get("folder", ""))
        except IndexError_ as e:
            return types.CallToolResult(is_error=True, content=[types.TextContent(text=str(e))])  # want: errorresult
        return types.CallToolResult(content=[types.TextContent(text=str(n))])
    handler = HANDLERS[params.name]
    return handler(args)


vault = Server("vault", on_call_tool=call_tool)
