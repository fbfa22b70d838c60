"""FastMCP tools: a returned string is the tool's content, a returned CallToolResult its result."""

from mcp.server.fastmcp import FastMCP

from .results import error_result, error_text

mcp = FastMCP("ledger-tools")


@mcp.tool()
def transfer(amount: int):
    if amount <= 0:
        return error_result("amount must be positive")
    return "done"


@mcp.tool()
def refund(amount: int) -> str:
    if amount <= 0:
        # The helper gives text, which the tool returns as its content: the fix is in the tool.
        return error_text("amount must be positive")  # want: softerror related=ledger/results.py:32
    return "refunded"
