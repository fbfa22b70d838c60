"""An API client whose methods a low-level server's handler calls through a variable of the
factory function around it."""


class Store:
    def __init__(self, url: str):
        self.url = url

    async def rows(self, table: str) -> list:
        if not table:
            raise ValueError("table is required")  # want: raisederror related=tiny/server.py:11,tiny/server.py:13
        return []

    async def save(self, table: str, data: str) -> str:
        try:
            return table + data
        except Exception as e:
            raise ValueError(str(e))  # want: raisederror
