"""A low-level server whose dispatch assigns each tool function's text to result in its branches."""

from typing import Any

from mcp import types
from mcp.server import Server

from .tools import count_tickets, get_queue, get_ticket, list_agents

server = Server("desk")
client = object()


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    if name == "get_ticket":
        result = await get_ticket(client, **arguments)
    elif name == "get_queue":
        result = await get_queue(client, **arguments)
    elif name == "count_tickets":
        result = await count_tickets(client)
    else:
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror
    return [types.TextContent(type="text", text=result)]  # want: softerror related=desk/tools.py:13,desk/tools.py:17,desk/tools.py:23,desk/tools.py:7,desk/tools.py:8


@server.call_tool()
async def call_counts(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    # Neither branch's callee returns a failure.
    if name == "count_tickets":
        text = await count_tickets(client)
    else:
        text = await list_agents(client)
    return [types.TextContent(type="text", text=text)]


@server.call_tool()
async def call_checked(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    # The dispatch raises on the error object, so what reaches the return is checked.
    if name == "get_ticket":
        out = await get_ticket(client, **arguments)
    else:
        out = await get_queue(client, **arguments)
    if '"error"' in out:
        raise RuntimeError(out)  # want: raisederror
    return [types.TextContent(type="text", text=out)]


@server.call_tool()
async def call_overwritten(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    # The last binding runs on every path: the branches' values never reach the return.
    if name == "get_ticket":
        reply = await get_ticket(client, **arguments)
    else:
        reply = await get_queue(client, **arguments)
    reply = await count_tickets(client)
    return [types.TextContent(type="text", text=reply)]


@server.call_tool()
async def call_early(name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
    # The failing branch returns its own value: only count_tickets and list_agents reach the end.
    if name == "get_ticket":
        data = await get_ticket(client, **arguments)
        return [types.TextContent(type="text", text=data)]  # want: softerror related=desk/tools.py:13,desk/tools.py:17,desk/tools.py:7,desk/tools.py:8
    elif name == "count_tickets":
        data = await count_tickets(client)
    else:
        data = await list_agents(client)
    return [types.TextContent(type="text", text=data)]
