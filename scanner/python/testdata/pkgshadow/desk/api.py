"""The older client, left beside the package desk/api/: no import reaches it (a directory with
__init__.py wins the import), so its raise is no tool's. Its own tool's findings stay."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("old-desk")


class DeskClient:
    async def list_tickets(self, queue: str) -> list:
        if not queue:
            raise ValueError("queue is required")  # not found: no tool reaches it
        return []

    async def close_ticket(self, ticket_id: str) -> dict:
        raise RuntimeError("close_ticket is gone")


@mcp.tool()
def ping(host: str) -> str:
    if not host:
        raise ValueError("host is required")  # found: its own tool's raise stays
    return host
