"""Clients whose constructor sets what their methods test."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("api")


class Session:
    def get(self, key):
        return key


class Api:
    def __init__(self, url: str):
        self.url = url
        self._session = Session()

    def fetch(self, key: str) -> str:
        if self._session is None:
            raise RuntimeError("Api session not initialized")  # dead: __init__ always sets it
        return self._session.get(key)


# Kept: close() clears the session, and a later call finds it unset.
class Closable:
    def __init__(self):
        self._session = Session()

    def close(self):
        self._session = None

    def fetch(self, key: str) -> str:
        if not self._session:
            raise RuntimeError("session not initialized")  # want: raisederror
        return self._session.get(key)


# Kept: only connect() sets the session, and nothing shows it ran.
class Lazy:
    def __init__(self):
        self._session = None

    def connect(self):
        self._session = Session()

    def fetch(self, key: str) -> str:
        if self._session is None:
            raise RuntimeError("session not initialized")  # want: raisederror
        return self._session.get(key)


@mcp.tool()
def fetch(key: str) -> str:
    """Fetch a key three ways."""
    closable = Closable()
    lazy = Lazy()
    return Api("https://example.com").fetch(key) + closable.fetch(key) + lazy.fetch(key)
