"""Knowledge-base handlers."""

from mcp import types


class Handler:
    name = ""


class Search(Handler):
    name = "search"

    def run_tool(self, args: dict) -> types.CallToolResult:
        if not args.get("query"):
            # Fine as raisederror: python-sdk 2.x sends it as a JSON-RPC error (the rule
            # protocolerror's, which the linked files do not report yet).
            raise ValueError("query is required")
        return types.CallToolResult(content=[types.TextContent(text="hits")])


class Fetch(Handler):
    name = "fetch"

    def run_tool(self, args: dict) -> types.CallToolResult:
        if "id" not in args:
            raise KeyError("id")  # Fine as raisederror: the same.
        return types.CallToolResult(content=[types.TextContent(text=args["id"])])
