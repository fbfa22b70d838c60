"""A second low-level server whose registry of records is its own."""

import json

import mcp.types as types
from mcp.server.lowlevel import Server

server = Server("desk-local")


def stamp(arguments: dict) -> list[types.TextContent]:
    try:
        return [types.TextContent(type="text", text=json.dumps({"at": arguments["when"]}))]
    except KeyError as e:
        # BAD: the missing argument answered as data.
        return [types.TextContent(type="text", text=f"Error: missing {e}")]  # want: softerror


def echo(arguments: dict) -> list[types.TextContent]:
    # GOOD: only successes.
    return [types.TextContent(type="text", text=json.dumps(arguments))]


def render_help(arguments: dict) -> str:
    # GOOD here: the handler calls "call", never "help".
    return "Error: no help for this tool"


LOCAL_TOOLS = {
    "stamp": {"call": stamp, "help": render_help},
    "echo": {"call": echo},
}


@server.call_tool()
async def call_local(name: str, arguments: dict) -> list[types.TextContent]:
    return LOCAL_TOOLS[name]["call"](arguments)
