"""The stock service: no MCP import, reached from the tools of another module."""


class StockError(Exception):
    pass


def load_stock(sku: str) -> int:
    if not sku:
        # Fine: only purge_cache reaches it, a tool that server.py removes.
        raise StockError("no sku")
    return 3


def load_price(sku: str) -> float:
    if not sku:
        raise StockError("no price")  # want: raisederror
    return 1.5
