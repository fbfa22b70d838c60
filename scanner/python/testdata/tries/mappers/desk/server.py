from fastmcp import FastMCP

from . import tickets

mcp = FastMCP("desk")


@mcp.tool()
async def show_ticket(ticket_id: str) -> dict:
    return await tickets.show(ticket_id)


@mcp.tool()
async def peek_ticket(ticket_id: str) -> dict:
    return await tickets.peek(ticket_id)


@mcp.tool()
async def close_ticket(ticket_id: str) -> dict:
    return await tickets.close(ticket_id)
