from typing import Any

from mcp import types


class StockHandlers:
    """Answers each tool; __init__ only keeps the store."""

    def __init__(self, store: dict) -> None:
        self.store = store

    async def reserve(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        try:
            left = self.store[arguments["sku"]] - int(arguments["count"])
            self.store[arguments["sku"]] = left
            return [types.TextContent(type="text", text=f"Reserved, {left} left")]
        except Exception as e:
            return [types.TextContent(type="text", text=f"Error reserving stock: {e}")]

    async def level(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=str(self.store.get(arguments["sku"], 0)))]

    async def dispatch(self, name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
        try:
            if name == "reserve":
                return await self.reserve(arguments)
            elif name == "level":
                return await self.level(arguments)
            else:
                return [types.TextContent(type="text", text=f"Unknown tool: {name}")]
        except Exception as e:
            return [types.TextContent(type="text", text=f"Unexpected error in {name}: {e}")]


class AuditHandlers:
    """Never fails: it only counts the calls."""

    def __init__(self) -> None:
        self.calls = 0

    async def dispatch(self, name: str, arguments: dict[str, Any]) -> list[types.TextContent]:
        self.calls += 1
        return [types.TextContent(type="text", text=f"{name} called {self.calls} times")]
