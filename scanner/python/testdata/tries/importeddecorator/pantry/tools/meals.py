"""Tools registered through pantry.flat's decorator: this module spells no MCP name."""

from ..flat import flat_tool
from ..timing import audited_tool, timed
from .store import load_meal


@flat_tool(name="pantry_get_meal", annotations={"readOnlyHint": True})
async def get_meal(params) -> str:
    """Get the foods of one meal."""
    try:
        return str(load_meal(params.meal))
    except Exception as e:
        return f"Error getting meal: {e}"  # want: softerror


@flat_tool()
async def list_meals(params) -> str:
    try:
        return ", ".join(str(load_meal(i)) for i in range(4))
    except Exception as e:
        return f"Error listing meals: {e}"  # want: softerror


@timed
async def warm_cache(params) -> str:
    # A timed function is no tool: nothing registers it.
    try:
        return str(load_meal(0))
    except Exception as e:
        return f"Error warming cache: {e}"


@audited_tool
async def audit_meals(params) -> str:
    try:
        return str(load_meal(1))
    except Exception as e:
        return f"Error auditing meals: {e}"
