"""Knowledge-base handlers."""

from mcp import types


class Handler:
    name = ""


class Search(Handler):
    name = "search"

    def run_tool(self, args: dict) -> types.CallToolResult:
        if not args.get("query"):
            # No isError result: python-sdk 2.x sends it as a JSON-RPC error with code 0.
            raise ValueError("query is required")  # want: protocolerror outcome=protocol-error function=Search.run_tool
        return types.CallToolResult(content=[types.TextContent(text="hits")])


class Fetch(Handler):
    name = "fetch"

    def run_tool(self, args: dict) -> types.CallToolResult:
        if "id" not in args:
            raise KeyError("id")  # want: protocolerror outcome=protocol-error
        return types.CallToolResult(content=[types.TextContent(text=args["id"])])
