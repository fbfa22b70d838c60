"""An action whose run answers a missing argument and a failed lookup with failure text."""

from shop.base import BaseAction

STOCK = {"a1": 3}


class Lookup(BaseAction):
    name = "lookup"

    async def run(self, **kwargs) -> str:
        sku = kwargs.get("sku")
        if not sku:
            return "Error: sku is required"
        try:
            return f"{sku}: {STOCK[sku]} in stock"
        except KeyError as e:
            return self.format_error(e)
