# A handler registered with validate_input=False: the SDK hands it any value, so the else of
# tests of every enum value still runs.
from typing import Any

from mcp.server import Server
from mcp.types import TextContent, Tool

server = Server("unvalidated-mcp")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="cases",
            description="Read or list cases.",
            inputSchema={
                "type": "object",
                "properties": {"method": {"type": "string", "enum": ["get", "list"]}},
                "required": ["method"],
            },
        )
    ]


@server.call_tool(validate_input=False)
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    if name == "cases":
        method = arguments.get("method")
        if method == "get":
            return [TextContent(type="text", text="case")]
        elif method == "list":
            return [TextContent(type="text", text="[]")]
        else:
            return [TextContent(type="text", text=f"Unknown method for cases: {method}")]  # want: softerror outcome=success
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror outcome=iserror
