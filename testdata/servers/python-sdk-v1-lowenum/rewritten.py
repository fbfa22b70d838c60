# The handler overwrites a member before reading it: what the SDK validated is no longer what
# the tests see, so the else stays.
from typing import Any

from mcp.server import Server
from mcp.types import TextContent, Tool

server = Server("rewritten-mcp")

TOOLS = (
    Tool(
        name="flags",
        description="Set or clear a flag.",
        inputSchema={
            "type": "object",
            "properties": {"op": {"type": "string", "enum": ["set", "clear"]}},
            "required": ["op"],
        },
    ),
)


@server.list_tools()
async def list_tools() -> list[Tool]:
    return list(TOOLS)


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    arguments["op"] = str(arguments.get("op", "")).lower()
    if name == "flags":
        op = arguments["op"]
        if op == "set":
            return [TextContent(type="text", text="set")]
        if op == "clear":
            return [TextContent(type="text", text="cleared")]
        return [TextContent(type="text", text=f"Unknown op: {op}")]  # want: softerror outcome=success
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror outcome=iserror
