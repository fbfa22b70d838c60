"""Tools on a module-level client imported from .api: the package desk/api/, not the older
module desk/api.py beside it (a directory with __init__.py wins the import)."""

from mcp.server.fastmcp import FastMCP

from .api import DeskClient

mcp = FastMCP("desk")

desk_client = DeskClient()


@mcp.tool()
async def list_tickets(queue: str) -> list:
    return await desk_client.list_tickets(queue)


@mcp.tool()
async def close_ticket(ticket_id: str) -> dict:
    return await desk_client.close_ticket(ticket_id)
