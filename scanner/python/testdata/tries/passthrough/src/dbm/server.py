"""Tools that wrap what the objects return with a helper of this file."""

from typing import Any

import mcp.types as types
from mcp.server.fastmcp import FastMCP

from .advice.text import Presenter
from .health import HealthTool

mcp = FastMCP("dbm")


async def get_driver():
    return object()


def format_text_response(text: Any):
    return [types.TextContent(type="text", text=str(text))]


def format_error_response(error: str):
    return format_text_response(f"Error: {error}")


def summary_of(text: Any):
    return [types.TextContent(type="text", text="report ready")]


@mcp.tool()
async def analyze_health(kinds: str = "index"):
    tool = HealthTool(await get_driver())
    result = await tool.health(kinds=kinds)
    # BAD: the method's failure text leaves, wrapped as content, as a success.
    return format_text_response(result)  # want: softerror related=src/dbm/health/checks.py:11,src/dbm/health/checks.py:14


@mcp.tool()
async def advise(limit: int = 10):
    try:
        driver = await get_driver()
        p = Presenter(driver, None)
        # BAD: the error object the method returns is wrapped as text.
        return format_text_response(await p.analyze(limit=limit))  # want: softerror related=src/dbm/advice/text.py:7,src/dbm/advice/text.py:13,src/dbm/advice/text.py:16
    except Exception as e:
        return format_error_response(str(e))  # want: softerror related=src/dbm/server.py:19,src/dbm/server.py:23


@mcp.tool()
async def table_sizes():
    # FINE: the method returns no failure.
    result = await HealthTool(await get_driver()).sizes()
    return format_text_response(result)


@mcp.tool()
async def health_summary(kinds: str = "index"):
    # FINE: the helper does not return what it is given.
    result = await HealthTool(await get_driver()).health(kinds)
    return summary_of(result)


def describe_failure(error: Exception) -> str:
    if isinstance(error, KeyError):
        return "Table was not found"
    if isinstance(error, TimeoutError):
        return "Database did not answer in time"
    return "Maintenance task failed"


def failed_result(message: str):
    return types.CallToolResult(content=[types.TextContent(type="text", text=message)], isError=True)  # want: errorresult


def plain_result(message: str):
    return types.CallToolResult(content=[types.TextContent(type="text", text=message)])


@mcp.tool()
async def vacuum_table(table: str):
    try:
        return await (await get_driver()).run("vacuum " + table)
    except Exception as error:
        # FINE: the helper wraps the description in an isError result.
        return failed_result(describe_failure(error))


@mcp.tool()
async def reindex_table(table: str):
    try:
        return await (await get_driver()).run("reindex " + table)
    except Exception as error:
        # BAD: the helper wraps the description in a result without isError.
        return plain_result(describe_failure(error))  # want: softerror related=src/dbm/server.py:65,src/dbm/server.py:68,src/dbm/server.py:76
