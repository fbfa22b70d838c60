"""fastmcp 2.x tools over the ledger store: a failed Result handed back as the tool's answer."""

import logging

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.tools.tool import ToolResult
from mcp.types import TextContent

from .store import Reports, Store

logger = logging.getLogger(__name__)
mcp = FastMCP("ledger")
store = Store()
reports = Reports(store)


@mcp.tool()
def read_rows(sql: str) -> ToolResult:
    result = store.execute(sql)
    if not result.success:
        # The branch knows the query failed, and hands back its rendering ("Error: ...").
        return ToolResult(content=[TextContent(type="text", text=result.to_string())],  # want: softerror related=ledger/server.py:21
                          structured_content=result.to_dict())
    return ToolResult(content=[TextContent(type="text", text=result.to_string())])


@mcp.tool()
def write_rows(sql: str) -> ToolResult:
    result = store.execute(sql)
    if not result.success:
        logger.error("write failed: %s", result.error_message)
    # The failure branch above falls through to here.
    return ToolResult(content=[TextContent(type="text", text=result.to_string())])  # want: softerror related=ledger/server.py:31


@mcp.tool()
def last_error(sql: str) -> str:
    result = store.execute(sql)
    if result.success:
        return "ok"
    else:
        return result.error_message  # want: softerror related=ledger/server.py:40


@mcp.tool()
def peek_rows(sql: str) -> str:
    result = store.execute(sql)
    if not result.success or not result.rows:
        # Fine: the branch also runs on an empty success; the test does not say it failed.
        return result.to_string()
    return result.to_string()


@mcp.tool()
def list_rows(sql: str) -> str:
    result = store.execute(sql)
    if result.success and result.rows:
        return result.to_string()
    else:
        # Fine: the else also runs on an empty success.
        return result.to_string()


@mcp.tool()
def retry_rows(sql: str) -> str:
    result = store.execute(sql)
    if not result.success:
        # Fine: a new result, not the failed one, reaches the return.
        result = store.execute(sql.strip())
    return result.to_string()


@mcp.tool()
def strict_rows(sql: str) -> str:
    result = store.execute(sql)
    if not result.success:
        # Fine: the failure leaves as an isError result.
        raise ToolError(result.to_string())  # want: raisederror
    return result.to_string()


@mcp.tool()
def top_accounts(limit: int = 10) -> ToolResult:
    report = reports.top_accounts(limit)
    # The report's failure ({"success": False, "error": ...}) is sent as structured content.
    return ToolResult(content=[TextContent(type="text", text=str(len(report)))], structured_content=report)  # want: softerror related=ledger/store.py:36


@mcp.tool()
def totals() -> ToolResult:
    # Fine: totals() never hands back a failure.
    return ToolResult(content=[TextContent(type="text", text="totals")], structured_content=reports.totals())


@mcp.tool()
def run_statement(sql: str) -> dict:
    status = "error"  # the default, kept when the statement raised
    output = ""
    try:
        output = store.execute(sql).to_string()
        status = "success"
    except ValueError:
        logger.exception("statement failed")
    return {"status": status, "output": output}  # want: softerror related=ledger/server.py:98


@mcp.tool()
def queue_statement(sql: str) -> dict:
    status = "error"
    try:
        store.execute(sql)
    except ValueError:
        logger.exception("queueing failed")
    # Fine: every path overwrites the default before the return.
    status = "queued"
    return {"status": status, "sql": sql}


@mcp.tool()
def plan_statement(sql: str) -> dict:
    # Fine: no failed status is ever assigned.
    status = "planned"
    if not sql:
        status = "empty"
    return {"status": status, "sql": sql}


ENTRIES: dict = {}


@mcp.tool()
def delete_entry(entry_id: int) -> dict:
    deleted = ENTRIES.pop(entry_id, None) is not None
    if deleted:
        return {"status": "success", "message": f"Entry {entry_id} deleted."}
    else:
        # Claims success, says the entry to delete is not there: the delete failed.
        return {"status": "success", "message": f"Entry ID {entry_id} not found in database."}  # want: softerror


@mcp.tool()
def get_entry_history(entry_id: int) -> dict:
    history = ENTRIES.get(entry_id)
    if not history:
        # Fine: a read that found nothing says so; its answer, not a failure.
        return {"status": "success", "message": f"No history found for entry '{entry_id}'."}
    return {"status": "success", "history": history}


@mcp.tool()
def update_entry(entry_id: int, text: str) -> dict:
    if entry_id in ENTRIES:
        ENTRIES[entry_id] = text
        # Fine: the message reports the update done.
        return {"status": "success", "message": f"Entry {entry_id} updated."}
    ENTRIES[entry_id] = text
    return {"status": "success", "message": f"Entry {entry_id} created."}
