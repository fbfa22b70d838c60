import json

from shop.tools.base import BaseTools


class OrderTools(BaseTools):
    """Its own __init__ calls the base's, which stores the store."""

    def __init__(self, store):
        super().__init__(store)
        self.table = "orders"

    async def call_tool(self, name: str) -> str:
        if name == "list_orders":
            result = await self._list_orders()
        elif name == "count_orders":
            result = await self._count_orders()
        else:
            result = {"success": False, "error": f"unknown tool {name}"}
        return json.dumps(result)

    async def _list_orders(self) -> dict:
        result = await self.store.query(f"SELECT * FROM {self.table}")
        return result

    async def _count_orders(self) -> dict:
        return {"success": True, "count": 0}
