"""A second low-level server whose table is its own: the dispatcher's try answers whatever a
handler raises, so no raise of a handler reaches the SDK."""

import json

import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("lab-local")


def handle_echo(arguments: dict) -> dict:
    if "text" not in arguments:
        raise ValueError("text is required")  # GOOD here: the dispatcher's except answers it
    return {"text": arguments["text"]}


def handle_ping(arguments: dict) -> dict:
    return {"pong": True}


LOCAL_HANDLERS = {"echo": handle_echo, "ping": handle_ping}


@server.call_tool()
async def call_local(name: str, arguments: dict | None) -> list[types.TextContent]:
    try:
        handler = LOCAL_HANDLERS.get(name)
        result = handler(arguments or {})
        return [types.TextContent(type="text", text=json.dumps(result))]
    except Exception as e:
        return [types.TextContent(type="text", text=json.dumps({"error": str(e)}))]  # want: softerror
