"""Handler objects that the server's registry dispatches to by name."""

from mcp.types import TextContent

OBJECTS = {"a.txt": "alpha"}


class ToolHandler:
    name = ""

    def run_tool(self, args: dict) -> list[TextContent]:
        raise NotImplementedError()


class ListObjects(ToolHandler):
    name = "list_objects"

    def run_tool(self, args: dict) -> list[TextContent]:
        prefix = args.get("prefix")
        if prefix is None:
            raise ValueError("prefix is required")  # want: raisederror related=store/server.py:41
        return [TextContent(type="text", text="\n".join(k for k in OBJECTS if k.startswith(prefix)))]


class GetObject(ToolHandler):
    name = "get_object"

    def run_tool(self, args: dict) -> list[TextContent]:
        try:
            body = OBJECTS[args["key"]]
        except KeyError:
            return [TextContent(type="text", text=f"Object {args['key']} does not exist")]  # want: softerror related=store/server.py:42
        return [TextContent(type="text", text=body)]
