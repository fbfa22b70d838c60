"""Inventory tools on fastmcp 3.4, where ToolResult takes is_error."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.tools.tool import ToolResult

mcp = FastMCP("inventory")
STOCK = {"apple": 3}


@mcp.tool
def reserve(item: str, count: int) -> ToolResult:
    if item not in STOCK:
        return ToolResult(content=f"{item} is not stocked", is_error=True)  # want: errorresult shape=prose-only outcome=iserror api=ToolResult(is_error=True)
    if STOCK[item] < count:
        return ToolResult(  # want: errorresult shape=structured typed=code,policy,retry
            content="not enough stock",
            structured_content={"code": "SHORT", "retry_after": 3600, "next_action": "reduce count"},
            is_error=True,
        )
    STOCK[item] -= count
    return ToolResult(content=f"reserved {count} {item}")


@mcp.tool(output_schema={"type": "object", "properties": {"count": {"type": "integer"}}})
def count_stock(item: str) -> ToolResult:
    if item not in STOCK:
        return ToolResult(content="unknown item", structured_content={"code": "UNKNOWN"}, is_error=True)  # want: errorresult shape=structured; schemaconflict
    return ToolResult(content=str(STOCK[item]), structured_content={"count": STOCK[item]})


class Inventory:
    def __init__(self, server: FastMCP) -> None:
        server.add_tool(self.restock)

    def restock(self, item: str) -> str:
        if not item:
            raise ToolError("item is required")  # a method registered at run time: not seen statically
        return "ok"
