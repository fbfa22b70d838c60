"""The desk's server, and its tools."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("desk")
TICKETS: dict[str, str] = {}


@mcp.tool()
def open_ticket(tid: str) -> str:
    try:
        return TICKETS[tid]
    except KeyError as e:
        return f"Error opening {tid}: {e}"  # want: softerror


@mcp.tool()
def close_ticket(tid: str) -> str:
    try:
        return TICKETS.pop(tid)
    except KeyError as e:
        return f"Error closing {tid}: {e}"  # want: softerror


@mcp.tool()
def debug_tickets(tid: str) -> str:
    try:
        return TICKETS[tid]
    except KeyError as e:
        # Fine: server.py removes debug_tickets by an in-list loop.
        return f"Error dumping {tid}: {e}"
