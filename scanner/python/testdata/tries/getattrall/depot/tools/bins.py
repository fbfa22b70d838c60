from fastmcp import FastMCP


def register_bins(mcp: FastMCP, store) -> None:
    @mcp.tool(name="empty_bin")
    def _empty_bin(bin_id: str) -> dict[str, str]:
        if not bin_id:
            return {"result": "error", "message": "bin_id cannot be empty"}  # want: softerror
        try:
            store.empty(bin_id)
        except Exception as exc:
            return {"result": "error", "message": str(exc)}  # want: softerror
        return {"result": "success"}

