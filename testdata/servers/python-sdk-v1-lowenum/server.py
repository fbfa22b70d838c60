# Low-level handlers whose tools declare a required member with an enum (lowenum.go): from
# python-sdk 1.10 on the SDK rejects any other value before the handler runs, so an else after
# tests of every enum value is dead; the rest stay findings.
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
    Tool(
        name="batch",
        description="Get or list, then follow the next step.",
        inputSchema={
            "type": "object",
            "properties": {
                "method": {"type": "string", "enum": ["get", "list"]},
                "next": {"type": "string"},
            },
            "required": ["method"],
        },
    ),
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
            return [TextContent(type="text", text=f"Unknown method for cases: {method}")]
    elif name == "plans":
        method = arguments["method"]
        if method == "get":
            return _text({"plan": arguments.get("id")})
        if method == "list":
            return _text([])
        return [TextContent(type="text", text=f"Unknown method for plans: {method}")]
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
    elif name == "batch":
        # The second round tests "next", which the schema does not bound.
        method = arguments.get("method")
        done = []
        for _ in range(2):
            if method == "get":
                done.append("got")
            elif method == "list":
                done.append("listed")
            else:
                return [TextContent(type="text", text=f"Unknown method for batch: {method}")]  # want: softerror outcome=success
            method = arguments.get("next")
        return _text(done)
    elif name == "tags":
        method = arguments.get("method")
        if method == "get":
            return _text("tag")
        return [TextContent(type="text", text=f"Unknown method for tags: {method}")]  # want: softerror outcome=success
    return [TextContent(type="text", text=f"Unknown tool: {name}")]  # want: softerror outcome=success
