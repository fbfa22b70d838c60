from fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    @mcp.tool
    async def delta_get(name: str) -> dict:
        if not name:
            raise ValueError("name is required")  # want: raisederror
        return {"name": name}
