"""Note handlers, made tools by the server's table."""

from mcp import types

NOTES: dict[str, str] = {}


class NoteError(Exception):
    pass


def create_note(args: dict) -> list[types.TextContent]:
    title = args.get("title")
    if not title:
        raise NoteError("title is required")  # want: raisederror outcome=iserror function=create_note
    NOTES[title] = args.get("body", "")
    return [types.TextContent(type="text", text=f"created {title}")]


def delete_note(args: dict) -> list[types.TextContent]:
    NOTES.pop(args.get("id", ""), None)
    return [types.TextContent(type="text", text="deleted")]
