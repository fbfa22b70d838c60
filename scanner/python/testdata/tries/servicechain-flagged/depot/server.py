"""One tool that hands every action to the stock service."""

from fastmcp import FastMCP
from fastmcp.tools.tool import ToolResult

from .services.stock import StockService


class DepotServer:
    def __init__(self, store):
        self.mcp = FastMCP("depot")
        self.stock = StockService(store)

    def register(self) -> None:
        @self.mcp.tool()
        async def depot(action: str, sku: str) -> ToolResult:
            result = await self.stock.execute_action(action, sku)
            # Fine: the parts of a flagged or a successful result, capped in length.
            result = ToolResult(content=result.content[:10], structured_content=result.structured_content)
            return result
