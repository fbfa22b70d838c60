from fastmcp.tools.tool import Tool

from notes.store import NOTES


def list_notes(prefix: str) -> list[str]:
    if not prefix:
        raise ValueError("prefix must not be empty")  # want: raisederror related=notes/listing.py:17
    return [k for k in NOTES if k.startswith(prefix)]


def purge_notes(prefix: str) -> int:
    # Fine: PurgeNotesTool is never named outside this module.
    raise ValueError("purging is disabled")


ListNotesTool = Tool.from_function(list_notes, name="list_notes")
PurgeNotesTool = Tool.from_function(purge_notes, name="purge_notes")
