"""A low-level server kept in a class whose handler objects are built on the first call: the
attribute __init__ sets to None holds a StockHandlers once the handler has run."""

from typing import Any

from mcp import types
from mcp.server import Server

from .handlers import AuditHandlers, StockHandlers


def load_audit():
    return {"kind": "audit"}


class StockServer:
    def __init__(self) -> None:
        self.server = Server("stock")
        self.store: dict = {}
        self.handlers = None
        self.mixed = None
        self.later = None
        self.other = None
        self._register()

    def _register(self) -> None:
        @self.server.call_tool()
        async def call_tool(name: str, arguments: dict[str, Any] | None) -> list[types.TextContent]:
            if name.startswith("audit_"):
                if self.mixed is None:
                    self.mixed = StockHandlers(self.store)
                # Two classes stored in self.mixed: which one's dispatch runs is unknown.
                return await self.mixed.dispatch(name, arguments or {})
            if name.startswith("later_"):
                self.later = AuditHandlers()
                # The same two classes, stored the other way round.
                return await self.later.dispatch(name, arguments or {})
            if name.startswith("other_"):
                if self.other is None:
                    self.other = StockHandlers(self.store)
                # self.other may hold what load_audit returns: no class.
                return await self.other.dispatch(name, arguments or {})
            if not self.handlers:
                self.handlers = StockHandlers(self.store)
            try:
                return await self.handlers.dispatch(name, arguments or {})  # want: softerror related=stock/handlers.py:26,stock/handlers.py:18,stock/handlers.py:30,stock/handlers.py:32
            except Exception as e:
                # Never runs: dispatch answers every exception itself.
                return [types.TextContent(type="text", text=f"Tool failed: {e}")]

    def reset(self) -> None:
        self.mixed = AuditHandlers()
        self.later = StockHandlers(self.store)
        self.other = load_audit()
