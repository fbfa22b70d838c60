"""A low-level server that calls what its registry looks up, where the registry keeps the run of
objects it does not type: which classes run is not said, and no run becomes a tool."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .registry import EchoTool, PingTool, Registry

server = Server("plain")
registry = Registry()
registry.add(PingTool())
registry.add(EchoTool())


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    run = registry.lookup(name)
    if run is None:
        raise ValueError(f"unknown tool {name}")  # want: raisederror
    return await run(arguments)
