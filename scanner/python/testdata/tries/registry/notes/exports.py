"""Exports the command line runs through the server's exporter registry; no tool runs them."""

import json

from mcp.types import TextContent


class CsvExport:
    name = "csv"

    def run_tool(self, args: dict) -> list[TextContent]:
        if "path" not in args:
            # Fine: only export() runs this, and no tool calls export().
            raise RuntimeError("path argument missing")
        return [TextContent(type="text", text="a,b\n")]


class JsonExport:
    name = "json"

    def run_tool(self, args: dict) -> list[TextContent]:
        if "path" not in args:
            # Fine: the same.
            raise RuntimeError("path argument missing")
        return [TextContent(type="text", text=json.dumps({}))]
