from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .client import Client


class OrdersAPI:
    """Reached as client.orders: its client is annotated with a string, imported for type checking."""

    def __init__(self, client: "Client"):
        self.client = client

    def list_orders(self):
        return self.client.get("/orders")

    def cancel(self, order_id: str):
        # the session is a library's object: its methods are no function of the root
        return self.client.session.delete(f"/orders/{order_id}")
