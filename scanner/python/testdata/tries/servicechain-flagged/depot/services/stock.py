"""A service whose failure results carry the flag (fastmcp 3.4 has ToolResult(is_error=...))."""

from fastmcp.tools.tool import ToolResult


class StockService:
    def __init__(self, store):
        self.store = store

    @staticmethod
    def failed(message: str) -> ToolResult:
        # Fine: the result carries the flag.
        return ToolResult(content=f"Error: {message}", structured_content={"error": message}, is_error=True)  # want: errorresult

    async def execute_action(self, action: str, sku: str) -> ToolResult:
        handlers = {"count": self._count, "reserve": self._reserve}
        handler = handlers.get(action)
        if handler is None:
            return self.failed(f"unknown action {action}")
        return await handler(sku)

    async def _count(self, sku: str) -> ToolResult:
        # Fine: a success whose text is the answer.
        return ToolResult(content=f"{sku}: {await self.store.count(sku)} in stock")

    async def _reserve(self, sku: str) -> ToolResult:
        try:
            await self.store.reserve(sku)
        except Exception as e:
            # Fine: flagged.
            return ToolResult(content=f"Error: {e}", is_error=True)  # want: errorresult
        return ToolResult(content=f"Reserved {sku}", structured_content={"reserved": sku})
