"""A python-sdk 1.x low-level server that keeps its handler objects in a list and runs the one
whose name is the tool's: each listed class's run is a tool."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from . import jobs

server = Server("tasks")

HANDLERS = [jobs.StartJob(), jobs.StopJob()]


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    for h in HANDLERS:
        if h.name == name:
            return await h.run(arguments)
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror
