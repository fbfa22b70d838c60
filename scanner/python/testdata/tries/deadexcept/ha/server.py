from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from ha.api import area_names, history_range, parse_range, stats_range, zone_names

mcp = FastMCP("ha")


@mcp.tool()
async def get_history_range(entity_id: str, start: str, end: str) -> dict:
    try:
        data = await history_range(entity_id, start, end)
    except ValueError as e:
        # Fine: history_range's decorator answers every exception; this clause never runs.
        return {"entity_id": entity_id, "error": str(e), "states": []}
    return data  # want: softerror


@mcp.tool()
async def get_history_strict(entity_id: str, start: str, end: str) -> dict:
    try:
        return await history_range(entity_id, start, end)  # want: softerror
    except ValueError as e:
        # Fine: the same decorator; a raise here never runs either.
        raise ToolError(f"bad range: {e}") from e


@mcp.tool()
async def get_stats_range(entity_id: str, start: str, end: str) -> dict:
    try:
        return await stats_range(entity_id, start, end)  # want: softerror
    except ValueError as e:
        return {"entity_id": entity_id, "error": str(e)}  # want: softerror


@mcp.tool()
async def check_range(start: str, end: str) -> dict:
    try:
        first, last = await parse_range(start, end)
    except ValueError as e:
        return {"error": f"invalid range: {e}"}  # want: softerror
    return {"days": (last - first).days}


@mcp.tool()
async def get_history_days(entity_id: str, days: str, end: str) -> dict:
    try:
        n = int(days)
        data = await history_range(entity_id, str(n), end)
    except ValueError as e:
        return {"error": f"days must be a number: {e}"}  # want: softerror
    return data  # want: softerror


@mcp.tool()
async def get_history_first(entity_ids: list[str], start: str, end: str) -> dict:
    try:
        data = await history_range(entity_ids[0], start, end)
    except (ValueError, IndexError) as e:
        return {"error": f"no entity: {e}"}  # want: softerror
    return data  # want: softerror


@mcp.tool()
async def get_history_cancel(entity_id: str, start: str, end: str) -> dict:
    try:
        data = await history_range(entity_id, start, end)
    except BaseException as e:
        return {"error": f"interrupted: {e}"}  # want: softerror
    return data  # want: softerror


@mcp.tool()
async def list_areas() -> str:
    try:
        return await area_names()  # want: softerror
    except Exception as e:
        # Fine: area_names answers every failure of its own; this clause never runs.
        return f"Error: {e}"


@mcp.tool()
async def list_zones() -> str:
    try:
        return await zone_names()
    except Exception as e:
        return f"Error: {e}"  # want: softerror
