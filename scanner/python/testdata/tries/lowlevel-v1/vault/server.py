"""The same shape on the python-sdk 1.x low-level server: @server.call_tool() turns what the
functions of other modules raise into an isError result with str(exception)."""

from mcp import types
from mcp.server.lowlevel import Server

from .notes import create_note, delete_note
from .store import load_index

server = Server("vault")

HANDLERS = {
    "create_note": create_note,
    "delete_note": delete_note,
}


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == "reindex":
        n = load_index(arguments.get("path", ""))
        return [types.TextContent(type="text", text=f"{n} notes")]
    handler = HANDLERS[name]
    return handler(arguments)
