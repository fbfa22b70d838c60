# python-sdk-v1-lowenum/inline.py with no manifest: the SDK version is unknown, and one before
# 1.10 does not validate a call's arguments, so the fall-through after tests of both enum
# values stays (lowenum.go).
from typing import Any

from mcp.server import Server
from mcp.types import TextContent, Tool

server = Server("inline-mcp")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(
            name="flags",
            description="Set or clear a flag.",
            inputSchema={
                "type": "object",
                "properties": {"op": {"type": "string", "enum": ["set", "clear"]}},
                "required": ["op"],
            },
        ),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    if name == "flags":
        op = arguments["op"]
        if op == "set":
            return [TextContent(type="text", text="set")]
        if op == "clear":
            return [TextContent(type="text", text="cleared")]
        return [TextContent(type="text", text=f"Unknown op: {op}")]  # want: softerror outcome=success
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror outcome=iserror
