from fastmcp import FastMCP
from fastmcp.tools import Tool

from studio.services import crop_clip, scale_clip, trim_clip

mcp = FastMCP(name="studio")

mcp.tool(name_or_fn=scale_clip)
mcp.add_tool(tool=Tool.from_function(fn=crop_clip))


def probe(path: str) -> str:
    if not path:
        raise FileNotFoundError("no clip given")  # want: raisederror
    return path


mcp.tool(name_or_fn=probe, description="Probe a clip")


def describe(path: str) -> str:
    # Handed to the registration only as its serializer, by keyword: no tool.
    if not path:
        raise ValueError("nothing to describe")
    return path


def render_note(note: str) -> str:
    if not note:
        raise ValueError("empty note")  # want: raisederror
    return note


# A string as name_or_fn is the tool's name: the function is the one the decorator gets.
mcp.tool(name_or_fn="note")(render_note)
mcp.tool(name_or_fn="trim_clip", description="not registered: the decorator is never applied")
mcp.add_tool(Tool.from_function(fn=render_note, name="note_text", serializer=describe))
