"""A python-sdk 1.x low-level server whose call_tool handler looks tool objects up in a
dictionary that the function around it builds: each object's invoke is a tool. The report
writers a second helper builds are run by the command line only."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .stock import CountTool, CsvReport, JsonReport, MoveTool


def report_writers(shelves: dict[str, int]) -> dict[str, Any]:
    writers = {"csv": CsvReport(shelves), "json": JsonReport(shelves)}
    return writers


def report(shelves: dict[str, int], fmt: str) -> str:
    writers = report_writers(shelves)
    writer = writers.get(fmt)
    if writer is None:
        return f"unknown format {fmt}"
    return writer.invoke({})


def other_report(shelves: dict[str, int], fmt: str, writers: dict[str, Any]) -> str:
    # A parameter of a function that is no tool: what it looks up is nobody's tool.
    writer = writers[fmt]
    return writer.invoke({})


def serve(shelves: dict[str, int]) -> Server:
    server = Server("depot")

    @server.call_tool()
    async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
        handler = handlers[name]
        return [TextContent(type="text", text=handler.invoke(arguments))]

    handlers = {
        "count_stock": CountTool(shelves),
        "move_stock": MoveTool(shelves),
    }
    return server
