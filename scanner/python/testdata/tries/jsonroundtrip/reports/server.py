"""A FastMCP server whose tools parse a report function's JSON text and serialize it again."""

import json

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from .store import fetch_report, fetch_totals

mcp = FastMCP("reports")


@mcp.tool()
async def report(report_id: str) -> str:
    result = await fetch_report(report_id)
    data = json.loads(result)
    if "rows" in data:
        data["count"] = len(data["rows"])
    return json.dumps(data, indent=2)  # want: softerror related=reports/store.py:8


@mcp.tool()
async def checked_report(report_id: str) -> str:
    # The error object is raised, not returned.
    result = await fetch_report(report_id)
    data = json.loads(result)
    if "error" in data:
        raise ToolError(data["error"])  # want: raisederror
    return json.dumps(data)


@mcp.tool()
async def report_size(report_id: str) -> str:
    # A new object that holds none of the parsed one's members.
    result = await fetch_report(report_id)
    data = json.loads(result)
    return json.dumps({"size": len(data)})


@mcp.tool()
async def totals(report_id: str) -> str:
    # The callee returns no failure.
    data = json.loads(await fetch_totals(report_id))
    return json.dumps(data)
