from fastmcp import FastMCP

from ledger.accounts import AccountTools
from ledger.reports import ReportTools

mcp = FastMCP("ledger")
AccountTools().register(mcp)
ReportTools(["balance", "audit"]).register(mcp)
