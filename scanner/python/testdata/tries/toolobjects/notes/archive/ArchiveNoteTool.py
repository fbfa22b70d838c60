from fastmcp.tools.tool import Tool

from notes.archive.ops import archive_note

ArchiveNoteTool = Tool.from_function(archive_note, name="archive_note")
