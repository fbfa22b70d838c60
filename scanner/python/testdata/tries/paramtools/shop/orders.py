def register_order_tools(mcp, db):
    @mcp.tool()
    def cancel_order(order_id: str) -> dict:
        try:
            db.cancel(order_id)
        except Exception as e:
            return {"error": str(e)}  # want: softerror
        return {"cancelled": order_id}
