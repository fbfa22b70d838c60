from fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    # Fine: stale is only in PENDING, and no loop walks that list.
    @mcp.tool
    async def stale_get(name: str) -> dict:
        if not name:
            raise ValueError("name is required")
        return {"name": name}
