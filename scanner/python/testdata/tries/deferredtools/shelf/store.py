"""The store the tools call: no MCP import."""


class StoreError(Exception):
    pass


class Store:
    def put(self, title: str) -> dict:
        if not title:
            raise StoreError("a title is required")
        return {"title": title}

    def take(self, title: str) -> dict:
        if title.startswith("/"):
            # BAD: _guarded's wrapper answers StoreError and OSError only.
            raise KeyError(title)  # want: raisederror
        return {"title": title}

    def count(self) -> int:
        return 0


class Remote:
    _ATTEMPTS = 2

    def __init__(self, client):
        self.client = client

    def fetch(self, path: str) -> dict:
        for attempt in range(self._ATTEMPTS + 1):
            last = attempt == self._ATTEMPTS
            try:
                reply = self.client.get(path)
            except OSError:
                if last:
                    raise  # want: raisederror
                continue
            if not last and reply.status >= 500:
                continue
            return reply.json()
        # FINE: the last attempt returns or raises on every path.
        raise AssertionError("unreachable")

    def probe(self, path: str) -> dict:
        for attempt in range(self._ATTEMPTS):
            try:
                return self.client.get(path).json()
            except OSError:
                continue
        # BAD: every attempt may fail and fall out of the loop.
        raise RuntimeError("remote did not answer")  # want: raisederror
