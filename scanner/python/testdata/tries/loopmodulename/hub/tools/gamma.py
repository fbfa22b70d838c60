from fastmcp import FastMCP


def register(mcp: FastMCP) -> None:
    @mcp.tool
    async def gamma_get(name: str) -> dict:
        if not name:
            raise ValueError("name is required")  # want: raisederror
        return {"name": name}
