"""A server whose own module trims its tools at module level, by a tuple of names."""

from mcp.server.fastmcp import FastMCP

local_mcp = FastMCP("local")
NOTES: dict[str, str] = {}


@local_mcp.tool()
def read_note(nid: str) -> str:
    try:
        return NOTES[nid]
    except KeyError as e:
        return f"Error reading {nid}: {e}"  # want: softerror


@local_mcp.tool()
def wipe_notes(nid: str) -> str:
    try:
        return NOTES.pop(nid)
    except KeyError as e:
        # Fine: the loop below keeps only read_note.
        return f"Error wiping {nid}: {e}"


for tool in list(local_mcp._tool_manager._tools.values()):
    if tool.name not in ("read_note",):
        local_mcp.remove_tool(tool.name)
