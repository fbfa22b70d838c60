"""Tools registered by a function that receives the server: mcp is a parameter here."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

BLOCKS = ("general", "lifecycle")


def register(mcp: FastMCP) -> None:
    @mcp.tool(name="get_settings")
    async def get_settings_tool(block: str) -> dict:
        if block not in BLOCKS:
            raise ToolError(f"unknown block {block}")  # want: raisederror function=get_settings outcome=iserror
        return {"block": block}

    async def update_settings(block: str, changes: dict) -> dict:
        if not changes:
            raise ToolError("changes must not be empty")  # want: raisederror function=update_settings
        return changes

    mcp.tool(update_settings, tags={"write"})
