"""A tool of the registry that only succeeds."""

from mcp.types import TextContent

from desk.tools import ok


async def list_shelves(client) -> list[TextContent]:
    # GOOD: only successes.
    return ok(", ".join(client.shelves()))
