"""Handler objects the server's registry runs by tool name."""

from mcp.types import TextContent

from .store import NoteStore


class Handler:
    name = ""

    def run_tool(self, args: dict) -> list[TextContent]:
        # Fine: a stub every handler overrides or inherits an override of.
        raise NotImplementedError()


class ReadNote(Handler):
    name = "read_note"

    def run_tool(self, args: dict) -> list[TextContent]:
        if "path" not in args:
            raise RuntimeError("path argument missing")  # want: raisederror
        text = NoteStore().read(args["path"])
        return [TextContent(type="text", text=text)]


class WriteNote(Handler):
    name = "write_note"

    def run_tool(self, args: dict) -> list[TextContent]:
        try:
            width = int(args.get("width", 80))
            if width < 20:
                # Fine: caught below, where the default width stands in.
                raise ValueError("width too small")
        except ValueError:
            width = 80
        if "text" not in args:
            raise RuntimeError("text argument missing")  # want: raisederror
        NoteStore().write(args.get("path", "inbox.md"), args["text"][:width])
        return [TextContent(type="text", text="written")]


class CountedHandler(Handler):
    """Counts what a subclass's pattern matches; the subclasses only name the tool."""

    pattern = ""

    def run_tool(self, args: dict) -> list[TextContent]:
        folder = args.get("folder")
        if not folder:
            raise RuntimeError("folder argument missing")  # want: raisederror related=notes/server.py:31
        return [TextContent(type="text", text=str(NoteStore().count(folder, self.pattern)))]


class CountNotes(CountedHandler):
    name = "count_notes"
    pattern = "*.md"
