"""A python-sdk 1.x low-level server whose call_tool picks the handler from an imported table
and answers its error object with isError itself."""

import json

from mcp.server import Server
from mcp.types import CallToolResult, TextContent

from vault.handlers import NOTE_HANDLERS

notes = Server("notes")


@notes.call_tool()
async def call_tool(name: str, arguments: dict):
    handler = NOTE_HANDLERS[name]
    result = await handler(**arguments)
    if "error" in result:
        # GOOD: the error object goes back flagged.
        return CallToolResult(isError=True, content=[TextContent(type="text", text=str(result["error"]))])  # want: errorresult
    return [TextContent(type="text", text=json.dumps(result))]
