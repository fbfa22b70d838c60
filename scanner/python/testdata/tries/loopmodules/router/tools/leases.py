def register_tools(mcp, gateway) -> None:
    @mcp.tool()
    def lease_count(pool: str) -> str:
        try:
            return str(len(gateway.get(pool)))
        except Exception as e:
            return f"Error: {e}"  # want: softerror
