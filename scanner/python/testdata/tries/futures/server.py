"""Queries run on an executor (futures.go): the raise comes out where the future is consumed."""

import asyncio
import concurrent.futures

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("warehouse")
POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4)


def connect(sql: str):
    if "DROP" in sql:
        # Fine: every tool that runs it consumes its future in a try that answers.
        raise PermissionError("the warehouse is read-only")
    return object()


def run_query(sql: str) -> dict:
    conn = connect(sql)
    return {"rows": [], "conn": conn}


def run_report(sql: str) -> dict:
    if "DROP" in sql:
        raise ValueError("reports are read-only")  # want: raisederror
    return {"rows": []}


def run_export(sql: str) -> dict:
    if "DROP" in sql:
        raise ValueError("exports are read-only")  # want: raisederror
    return {"rows": []}


def run_count(sql: str) -> dict:
    if "DROP" in sql:
        raise ValueError("counts are read-only")  # want: raisederror
    return {"rows": []}


def run_sample(sql: str) -> dict:
    if "DROP" in sql:
        raise ValueError("samples are read-only")  # want: raisederror
    return {"rows": []}


@mcp.tool()
def query(sql: str) -> dict:
    future = POOL.submit(run_query, sql)
    try:
        result = future.result(timeout=30)
        return result
    except concurrent.futures.TimeoutError:
        future.cancel()
        return {"status": "error", "error": "timed out"}  # want: softerror
    except Exception as e:
        return {"status": "error", "error": f"Unexpected error: {e}"}  # want: softerror


@mcp.tool()
async def query_async(sql: str) -> dict:
    loop = asyncio.get_running_loop()
    fut = loop.run_in_executor(POOL, run_query, sql)
    try:
        return await asyncio.wait_for(fut, timeout=30)
    except Exception as e:
        return {"status": "error", "error": str(e)}  # want: softerror


@mcp.tool()
def report(sql: str) -> dict:
    # The future's result is taken outside any try: run_report's raise reaches the tool.
    future = POOL.submit(run_report, sql)
    return future.result(timeout=30)


@mcp.tool()
async def export(sql: str) -> dict:
    # Awaited in place, outside any try.
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(POOL, run_export, sql)


@mcp.tool()
async def count(sql: str) -> dict:
    # asyncio.to_thread is no executor's future: its edge stays where the call stands.
    task = asyncio.to_thread(run_count, sql)
    return await task


PENDING = []


@mcp.tool()
def sample(sql: str) -> dict:
    # The future goes into a list that something else consumes.
    future = POOL.submit(run_sample, sql)
    PENDING.append(future)
    try:
        return future.result(timeout=30)
    except Exception as e:
        return {"status": "error", "error": str(e)}  # want: softerror


def main():
    mcp.run()
