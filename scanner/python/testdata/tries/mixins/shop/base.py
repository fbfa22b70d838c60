"""The client every mixin derives from; no MCP import."""


class BaseClient:
    def __init__(self, url: str):
        self.url = url

    def ping(self) -> str:
        # Fine: OrdersMixin overrides ping, and comes before BaseClient in Fetcher's MRO.
        raise ConnectionError(f"cannot reach {self.url}")

    def version(self) -> str:
        if not self.url:
            raise RuntimeError("no url configured")  # want: raisederror related=shop/tools.py:34,shop/tools.py:36,shop/tools.py:61
        return "1"
