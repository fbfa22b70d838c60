"""The workspace's server: it registers tool functions of the core member on the core
member's server class."""

from core.server import LedgerMCP, register_common_tools
from core.tools.balance import balance
from core.tools.transfer import transfer
from extra.tools import extra_report
from legacy.tools import legacy_report

mcp = LedgerMCP("ledger")

mcp.add_tool(balance, description="Read an account's balance", required_scopes=["read"])
mcp.add_tool(transfer, description="Move money", required_scopes=["write"])
mcp.add_tool(legacy_report)
mcp.add_tool(extra_report)
register_common_tools(mcp)
