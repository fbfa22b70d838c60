def register_tools(mcp, gateway) -> None:
    # Fine: no loop or call runs this module's register_tools.
    @mcp.tool()
    def stale(pool: str) -> str:
        try:
            return str(gateway.get(pool))
        except Exception as e:
            return f"Error: {e}"
