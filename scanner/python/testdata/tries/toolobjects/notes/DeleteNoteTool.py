"""DeleteNoteTool: built for the tests; the server does not offer it yet."""

from fastmcp.tools.tool import Tool

from notes.delete_note import delete_note

DeleteNoteTool = Tool.from_function(delete_note, name="delete_note")
