"""Tools whose answers the envelope of another module builds."""

from ..app import mcp
from ..envelope import enveloped, passed_through, sandboxed, tagged
from ..envelope import SandboxError


@mcp.tool()
@enveloped
async def read_note(path: str) -> dict:
    if path.startswith(".."):
        raise SandboxError("outside the workspace")
    return {"path": path}


@mcp.tool()
@enveloped
async def list_notes(folder: str) -> dict:
    return {"folder": folder, "notes": []}


@mcp.tool()
@passed_through
async def stat_note(path: str) -> dict:
    return {"path": path, "size": 0}


@mcp.tool()
@tagged
async def count_notes(folder: str) -> dict:
    return {"folder": folder, "count": 0}


@mcp.tool()
@sandboxed
async def move_note(path: str, dest: str) -> dict:
    return {"path": dest}
