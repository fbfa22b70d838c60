from fastmcp.tools.tool import Tool

from notes.get_note import get_note

GetNoteTool = Tool.from_function(get_note, name="get_note", description="Read a note.")
