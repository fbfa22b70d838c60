"""A low-level server that dispatches its tools through a table of functions and a registry of
handler objects: the handlers are the tools."""

import json

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from . import objects
from .handlers import create_bucket, delete_bucket

server = Server("store")


def _handle_stats(args: dict) -> list[TextContent]:
    if "bucket" not in args:
        return [TextContent(type="text", text="bucket is required")]  # want: softerror
    return [TextContent(type="text", text=json.dumps({"objects": 3}))]


def _format(rows: list) -> str:
    # Fine: a formatter, not a handler; it is in no table.
    if not rows:
        return "Invalid rows"
    return "\n".join(rows)


HANDLERS = {
    "create_bucket": create_bucket,
    "delete_bucket": delete_bucket,
    "stats": _handle_stats,
}

handlers = {}


def add_handler(h) -> None:
    handlers[h.name] = h


add_handler(objects.ListObjects())
add_handler(objects.GetObject())


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    if name in HANDLERS:
        fn = HANDLERS[name]
        return fn(arguments)
    handler = handlers.get(name)
    try:
        return handler.run_tool(arguments)
    except Exception as e:
        raise RuntimeError(f"{name} failed: {e}") from e  # want: raisederror
