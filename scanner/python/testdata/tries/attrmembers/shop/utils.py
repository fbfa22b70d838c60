import os

from .api.client import Client


def create_client() -> Client:
    host = os.getenv("SHOP_HOST")
    if not host:
        raise RuntimeError("SHOP_HOST is not configured")  # want: raisederror
    return Client(host)
