"""State the tools' helpers raise on when it is missing, and the predicates that ask first."""

from contextvars import ContextVar


class Workspace:
    _active: ContextVar = ContextVar("workspace", default=None)

    @staticmethod
    def active() -> "Workspace":
        ws = Workspace._active.get()
        if ws is None:
            # Fine: every caller in the root asks has_active() first (notes/tools.py).
            raise RuntimeError("no active workspace")
        return ws

    @staticmethod
    def has_active() -> bool:
        """Reports whether a workspace is active."""
        return Workspace._active.get() is not None


class Session:
    def __init__(self):
        self._conn = None

    def is_closed(self) -> bool:
        return self._conn is None

    def connection(self):
        if self._conn is None:
            # Fine: the one caller returns early when is_closed() (the test itself) is true.
            raise RuntimeError("session closed")
        return self._conn


class Store:
    _rows = None

    @classmethod
    def ready(cls) -> bool:
        return cls._rows is not None

    @classmethod
    def rows(cls) -> list:
        if cls._rows is None:
            raise LookupError("store not loaded")  # want: raisederror related=notes/tools.py:35,notes/tools.py:37
        return cls._rows

    def lookup(self, key: str) -> str:
        if key not in self.keys():
            raise KeyError(key)  # want: raisederror related=notes/tools.py:41,notes/tools.py:45
        return key

    def keys(self) -> list:
        return []

    def has(self, key: str) -> bool:
        return key in self.keys()


class Cache:
    def __init__(self):
        self._loaded = False

    def loaded(self) -> bool:
        return self._loaded

    def entries(self) -> list:
        if not self._loaded:
            raise RuntimeError("cache cold")  # want: raisederror related=notes/tools.py:50,notes/tools.py:55
        return []


class Pool:
    def __init__(self):
        self._conn = None

    def conn(self):
        if self._conn is None:
            # Fine: the tool that calls conn() tests the same attribute of the same pool first.
            raise RuntimeError("pool empty")
        return self._conn

    def lease(self):
        if not self.ready:
            raise RuntimeError("pool not ready")  # want: raisederror related=notes/tools.py:68,notes/tools.py:72
        return self._conn

    @property
    def ready(self) -> bool:
        return self._conn is not None


class Registry:
    _items = None

    @staticmethod
    def items() -> list:
        if Registry._items is None:
            # Fine: the tool tests Registry._items itself before it calls items().
            raise LookupError("registry empty")
        return Registry._items
