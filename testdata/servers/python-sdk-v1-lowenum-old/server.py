# The handlers of python-sdk-v1-lowenum under python-sdk 1.9, which does not validate a call's
# arguments against the tool's inputSchema (validate_input came in 1.10): every else runs.
import json
from typing import Any

from mcp.server import Server
from mcp.types import TextContent, Tool

server = Server("cases-mcp")

NOTE_SCHEMA = {
    "type": "object",
    "properties": {"method": {"type": "string", "enum": ["get"]}},
    "required": ["method"],
}

TOOLS = [
    Tool(
        name="cases",
        description="Read, list or delete a case.",
        inputSchema={
            "type": "object",
            "properties": {
                "method": {"type": "string", "enum": ["get", "list", "delete"]},
                "id": {"type": "number"},
            },
            "required": ["method"],
        },
    ),
    Tool(
        name="plans",
        description="Read or list plans.",
        inputSchema={
            "type": "object",
            "properties": {"method": {"type": "string", "enum": ["get", "list"]}},
            "required": ["method", "id"],
        },
    ),
    Tool(
        name="labels",
        description="Add or remove a label.",
        inputSchema={
            "type": "object",
            "properties": {"method": {"type": "string", "enum": ["add", "remove"]}},
        },
    ),
    Tool(
        name="runs",
        description="Start or stop a run.",
        inputSchema={
            "type": "object",
            "properties": {"mode": {"type": "string", "enum": ["start", "stop", "pause"]}},
            "required": ["mode"],
        },
    ),
    Tool(name="notes", description="Read a note.", inputSchema=NOTE_SCHEMA),
]


@server.list_tools()
async def list_tools() -> list[Tool]:
    return TOOLS


def _text(value: Any) -> list[TextContent]:
    return [TextContent(type="text", text=json.dumps(value))]


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    if name == "cases":
        method = arguments.get("method")
        if method == "get":
            return _text({"id": arguments.get("id")})
        elif method in ("list", "delete"):
            return _text([])
        else:
            return [TextContent(type="text", text=f"Unknown method for cases: {method}")]  # want: softerror outcome=success
    elif name == "plans":
        method = arguments["method"]
        if method == "get":
            return _text({"plan": arguments.get("id")})
        if method == "list":
            return _text([])
        return [TextContent(type="text", text=f"Unknown method for plans: {method}")]  # want: softerror outcome=success
    elif name == "labels":
        method = arguments.get("method")
        if method == "add":
            return _text("added")
        elif method == "remove":
            return _text("removed")
        else:
            return [TextContent(type="text", text=f"Unknown method for labels: {method}")]  # want: softerror outcome=success
    elif name == "runs":
        mode = arguments.get("mode")
        if mode == "start":
            return _text("started")
        elif mode == "stop":
            return _text("stopped")
        else:
            return [TextContent(type="text", text=f"Unknown mode for runs: {mode}")]  # want: softerror outcome=success
    elif name == "notes":
        method = arguments.get("method")
        if method == "get":
            return _text("note")
        else:
            return [TextContent(type="text", text=f"Unknown method for notes: {method}")]  # want: softerror outcome=success
    elif name == "tags":
        method = arguments.get("method")
        if method == "get":
            return _text("tag")
        return [TextContent(type="text", text=f"Unknown method for tags: {method}")]  # want: softerror outcome=success
    return [TextContent(type="text", text=f"Unknown tool: {name}")]  # want: softerror outcome=success
