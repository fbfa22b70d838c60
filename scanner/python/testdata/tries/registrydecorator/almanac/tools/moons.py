"""Tools registered through the book's decorator: this module spells no MCP name."""

from .core import almanac_tool, draft_tool, logged_tool

PHASES = {"new": 0, "full": 14}


async def moon_phase(day: str = "") -> dict:
    if not day:
        return {"success": False, "error": "day is required"}
    try:
        return {"success": True, "phase": PHASES[day]}
    except KeyError as e:
        return {"success": False, "error": f"unknown day {e}"}


@almanac_tool(name="moon_phase", summary="Phase of the moon on a day")
async def _moon_phase_tool(**kwargs):
    # The helper's failure dicts, returned unchanged.
    return await moon_phase(**kwargs)  # want: softerror related=10,14,18


@almanac_tool(name="tide")
def tide(port: str) -> dict:
    if not port:
        raise ValueError("port is required")  # want: raisederror related=24
    if port not in PHASES:
        return {"success": False, "error": f"no tide table for {port}"}  # want: softerror
    return {"success": True, "height": PHASES[port]}


@draft_tool(name="eclipse")
async def eclipse(year: int) -> dict:
    # The draft book is never dispatched: no tool.
    if year < 0:
        return {"success": False, "error": "year must be positive"}
    return {"success": True}


@logged_tool(name="sunrise")
async def sunrise(city: str) -> dict:
    # The logging decorator registers nothing: no tool.
    if not city:
        return {"success": False, "error": "city is required"}
    return {"success": True}
