"""A python-sdk 1.x low-level server: @server.call_tool() hands the handler
`req.params.arguments or {}`, always a dict, so a test that the arguments are not a dict (or are
None) never holds; an empty dict is still falsy."""

from typing import Any

from mcp import types
from mcp.server.lowlevel import Server

from .tickets import close_ticket, open_ticket

server = Server("desk")


@server.call_tool()
async def call_tool(name: str, arguments: Any) -> list[types.TextContent]:
    if not isinstance(arguments, dict):
        raise RuntimeError("arguments must be a dictionary")  # dead: always a dict
    if arguments is None:
        return [types.TextContent(type="text", text="Error: no arguments")]  # dead: never None
    if not arguments:
        raise ValueError("no arguments given")  # want: raisederror
    if isinstance(arguments, str) or "ticket" not in arguments:
        raise ValueError("ticket is required")  # want: raisederror
    return close_ticket(arguments)


direct = Server("desk-direct")


@direct.call_tool()
async def call_tool_direct(name: str, arguments: dict[str, Any] | None) -> list[types.TextContent]:
    # No test of its own: what the callees test of the arguments is all there is.
    if name == "open":
        return open_ticket(arguments)
    return lookup(arguments)


other = Server("desk-else")


@other.call_tool()
async def call_tool_else(name: str, args: dict | None) -> list[types.TextContent]:
    if isinstance(args, dict):
        return lookup(args)
    else:
        return [types.TextContent(type="text", text="Error: arguments must be an object")]  # dead


rebound = Server("desk-rebound")


@rebound.call_tool()
async def call_tool_rebound(name: str, arguments: Any) -> list[types.TextContent]:
    arguments = normalize(arguments)
    if not isinstance(arguments, dict):
        raise RuntimeError("arguments must be a dictionary")  # want: raisederror
    return lookup(arguments)


payloads = Server("desk-payloads")


@payloads.call_tool()
async def call_tool_other(name: str, arguments: Any) -> list[types.TextContent]:
    payload = arguments.get("payload")
    if not isinstance(payload, dict):
        return [types.TextContent(type="text", text="Error: payload must be an object")]  # want: softerror
    return lookup(payload)


def lookup(args: dict) -> list[types.TextContent]:
    if not isinstance(args, dict):
        raise TypeError("arguments must be an object")  # dead: each handler passes a dict
    if not args.get("id"):
        raise KeyError("id")  # want: raisederror
    return [types.TextContent(type="text", text=str(args["id"]))]


def normalize(value: Any) -> Any:
    return value
