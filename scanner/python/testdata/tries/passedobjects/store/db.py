"""Database classes; no MCP import. The tools hand their objects to helpers whose parameters
say nothing of their class (store/ops.py, store/session.py)."""


class Database:
    def __init__(self, url: str):
        self.url = url

    def query(self, sql: str) -> list:
        if not sql.strip():
            raise ValueError("empty query")  # want: raisederror related=store/server.py:16,store/server.py:17,store/ops.py:7,store/server.py:28,store/server.py:24
        return [sql]

    def describe(self) -> str:
        if not self.url:
            raise RuntimeError("no database configured")  # want: raisederror related=store/server.py:20,store/server.py:21,store/ops.py:11
        return self.url

    def vacuum(self) -> None:
        # Fine: the only call of it is on an object whose class no caller tells (store/app.py).
        raise RuntimeError("vacuum is not supported")

    def export(self, path: str) -> str:
        if not path.endswith(".csv"):
            raise ValueError(f"exports are CSV files: {path}")  # want: raisederror related=store/server.py:40,store/server.py:42,store/ops.py:20
        return path

    def purge(self) -> None:
        if self.url.startswith("readonly:"):
            raise PermissionError("the database is read-only")  # want: raisederror related=store/app.py:15,store/app.py:16


class Replica:
    """A second class passed to the same helper: its method is reached too."""

    def query(self, sql: str) -> list:
        if sql.lstrip().lower().startswith("insert"):
            raise PermissionError("the replica is read-only")  # want: raisederror related=store/server.py:16,store/server.py:17,store/ops.py:7,store/server.py:24
        return []


class Cache:
    """Defines query too, but no caller hands a Cache to the helpers."""

    def query(self, key: str) -> list:
        # Fine: lookup's cache comes from a function whose result the file cannot tell.
        raise KeyError(key)

    def describe(self) -> str:
        # Fine: describe's callers pass Databases only.
        raise RuntimeError("a cache describes nothing")
