"""Tasks and futures bound to a name, then awaited or consumed in a try (deadexcept.go)."""

import asyncio
import concurrent.futures

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("rates")
POOL = concurrent.futures.ThreadPoolExecutor(max_workers=2)


def fetch_rates(region: str) -> dict:
    if not region:
        raise ValueError("region is required")
    return {"region": region, "rates": []}


def lookup_rate(region: str) -> dict:
    if not region:
        return {"error": "region is required"}
    return {"region": region, "rate": 1.0}


@mcp.tool()
async def rates(region: str) -> dict:
    task = asyncio.to_thread(fetch_rates, region)
    try:
        return await task
    except Exception as e:
        return {"error": str(e)}  # want: softerror


@mcp.tool()
async def rates_in_executor(region: str) -> dict:
    loop = asyncio.get_running_loop()
    fut = loop.run_in_executor(None, fetch_rates, region)
    try:
        result = await fut
        return result
    except Exception as e:
        return {"error": f"lookup failed: {e}"}  # want: softerror


@mcp.tool()
def rates_submitted(region: str) -> dict:
    future = POOL.submit(fetch_rates, region)
    try:
        result = future.result()
        return result
    except Exception as e:
        return {"error": str(e)}  # want: softerror


@mcp.tool()
def rate(region: str) -> dict:
    # Outside any try: the tool returns what lookup_rate returns, failure included.
    future = POOL.submit(lookup_rate, region)
    result = future.result()
    return result  # want: softerror


@mcp.tool()
def rate_direct(region: str) -> dict:
    future = POOL.submit(lookup_rate, region)
    return future.result()  # want: softerror


def quiet_rates(region: str) -> dict:
    try:
        return fetch_rates(region)
    except Exception:
        return {"region": region, "rates": []}


@mcp.tool()
async def cached(region: str) -> dict:
    # The awaited name is a coroutine of a root function that raises nothing.
    pending = quiet_rates(region)
    try:
        return pending
    except Exception as e:
        return {"error": str(e)}
