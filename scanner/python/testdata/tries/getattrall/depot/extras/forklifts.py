from fastmcp import FastMCP


def register_forklifts(mcp: FastMCP, store) -> None:
    @mcp.tool(name="park_forklift")
    def _park_forklift(bay: str) -> dict[str, str]:
        if not store.has_bay(bay):
            return {"result": "error", "message": f"Unknown bay {bay}"}  # want: softerror
        store.park(bay)
        return {"result": "success"}
