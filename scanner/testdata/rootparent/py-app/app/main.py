"""Runs its own tools/test_runs module in production; py-bench's module of that name is not its."""
from mcp.server.fastmcp import FastMCP

from tools import test_runs

mcp = FastMCP("ledger")


@mcp.tool()
def balance(account: str) -> str:
    return str(test_runs.total(account))
