"""Order operations."""

from shop.base import BaseClient


class OrdersMixin(BaseClient):
    def create_order(self, sku: str, qty: int) -> dict:
        if qty <= 0:
            raise ValueError(f"quantity must be positive, got {qty}")  # want: raisederror related=shop/tools.py:14,shop/tools.py:16,shop/tools.py:20,shop/tools.py:55,shop/tools.py:70
        return {"sku": sku, "qty": qty}

    def lookup(self, key: str) -> dict:
        # Fine: ProjectsMixin, Fetcher's first base, defines lookup.
        raise KeyError(key)

    def cancel(self, order_id: str) -> None:
        # Fine: Fetcher overrides cancel.
        raise PermissionError("orders cannot be cancelled")

    def refund(self, order_id: str) -> None:
        # Fine: the one tool that calls it catches everything and answers.
        raise RuntimeError(f"refund of {order_id} failed")

    def ping(self) -> str:
        return "pong"

    def export(self) -> str:
        # Fine: only a library's client, with a method of the same name, is called.
        raise RuntimeError("export disabled")
