"""Response objects whose members an except sets to a failure, some run on an executor."""

import asyncio
import concurrent.futures

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ledger")
POOL = concurrent.futures.ThreadPoolExecutor(max_workers=2)


def run_query(sql: str):
    return [sql]


def execute(sql: str) -> dict:
    response = {"status": "success", "rows": [], "error": None}
    try:
        response["rows"] = run_query(sql)
    except Exception as err:
        response["status"] = "error"
        response["error"] = str(err)
    return response


def fetch(sql: str) -> dict:
    reply = {"ok": True, "rows": []}
    try:
        reply["rows"] = run_query(sql)
    except Exception:
        reply["ok"] = False
    return reply


def count_rows(sql: str) -> dict:
    # Never a failure: nothing sets a failed member.
    response = {"status": "success", "count": 0}
    response["count"] = len(run_query(sql))
    return response


@mcp.tool()
def query(sql: str) -> dict:
    future = POOL.submit(execute, sql)
    try:
        result = future.result(timeout=30)
        return result  # want: softerror related=22,23,46
    except concurrent.futures.TimeoutError:
        raise RuntimeError("query timed out")  # want: raisederror


@mcp.tool()
async def query_async(sql: str) -> dict:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(POOL, fetch, sql)  # want: softerror related=31,32


@mcp.tool()
def count(sql: str) -> dict:
    future = POOL.submit(count_rows, sql)
    return future.result()


@mcp.tool()
def post(entry: str) -> dict:
    reply = {"success": True, "id": None}
    try:
        reply["id"] = run_query(entry)[0]
    except IndexError:
        reply["success"] = False
    return reply  # want: softerror related=70


@mcp.tool()
def retry(entry: str) -> dict:
    # The failed status is overwritten on every path before the return.
    reply = {"status": "pending", "id": None}
    try:
        reply["id"] = run_query(entry)[0]
    except IndexError:
        reply["status"] = "error"
    reply["status"] = "done"
    return reply


@mcp.tool()
def clear(entry: str) -> dict:
    # An "error" member cleared to None is no failure.
    reply = {"id": entry, "error": ""}
    reply["error"] = None
    return reply
