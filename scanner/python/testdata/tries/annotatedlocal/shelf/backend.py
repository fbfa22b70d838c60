class ShelfError(Exception):
    pass


class Backend:
    def __init__(self, base: str) -> None:
        self.base = base
        self.rows: dict[str, str] = {}

    async def fetch(self, key: str) -> str:
        if key not in self.rows:
            raise ShelfError(f"No book '{key}' on the shelf at {self.base}")  # want: raisederror function=Backend.fetch related=shelf/router.py:31,shelf/server.py:25,shelf/server.py:28,shelf/server.py:32
        return self.rows[key]

    async def peek(self, key: str) -> str:
        if not self.rows:
            # Fine: the router's peek answers every failure of its read with None.
            raise ShelfError("The shelf is empty")
        return self.rows.get(key, "")

    async def store(self, key: str, text: str) -> None:
        if len(text) > 10_000:
            raise ShelfError(f"Book '{key}' is too long to store")  # want: raisederror function=Backend.store related=shelf/router.py:45,shelf/server.py:43,shelf/server.py:45
        self.rows[key] = text

    async def purge(self) -> None:
        # Fine: no tool reaches it.
        raise ShelfError("Purging is disabled")
