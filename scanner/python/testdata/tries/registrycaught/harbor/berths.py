"""Tools of the catalog: this module spells no MCP name."""

from .base import harbor_tool

BERTHS = {"north": 3, "south": 0}


@harbor_tool(name="free_berths")
async def free_berths(quay: str) -> dict:
    if not quay:
        # Caught by the handler's try, which answers with its own text: no raisederror here.
        raise ValueError("quay is required")
    if quay not in BERTHS:
        return {"success": False, "error": f"unknown quay {quay}"}  # want: softerror
    return {"success": True, "free": BERTHS[quay]}
