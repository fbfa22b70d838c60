"""FastMCP tools that each pass manage() one action."""

from mcp.server.fastmcp import FastMCP

from .core import manage

mcp = FastMCP("pantry")


@mcp.tool()
async def create_item(entity: str, data: dict) -> str:
    return await manage(entity, "create", data=data)


@mcp.tool()
async def update_item(entity: str, obj_id: int, data: dict) -> str:
    return await manage(entity, "update", obj_id=obj_id, data=data)


@mcp.tool()
async def delete_item(entity: str, obj_id: int | None = None) -> str:
    return await manage(entity, "delete", obj_id=obj_id)
