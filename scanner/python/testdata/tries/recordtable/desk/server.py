"""A python-sdk 1.x low-level server built in a function: its handler looks the tool's record
up in what two functions make of the imported registry and awaits the record's function."""

import mcp.types as types
from mcp.server.lowlevel import Server

from .catalog import CATALOG
from .filters import enabled_only, renamed


def build(config: dict) -> Server:
    server = Server("desk")
    customized = renamed(CATALOG, config.get("names", {}))
    enabled = enabled_only(tools=customized, disabled=config.get("disabled", []))

    @server.list_tools()
    async def list_tools() -> list[types.Tool]:
        return [types.Tool(name=n, description=r["description"], inputSchema=r["schema"]) for n, r in enabled.items()]

    @server.call_tool()
    async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
        record = None
        for key, info in enabled.items():
            if key == name:
                record = enabled.get(key)
        if record is None:
            return [types.TextContent(type="text", text=f"unknown: {name}")]  # want: softerror
        return await record["run"](arguments or {})

    return server
