def register_stock_tools(mcp, db):
    # Not a tool: only the package's __init__.py and a test name register_stock_tools.
    @mcp.tool()
    def restock(sku: str) -> dict:
        try:
            db.restock(sku)
        except Exception as e:
            return {"error": str(e)}
        return {"restocked": sku}
