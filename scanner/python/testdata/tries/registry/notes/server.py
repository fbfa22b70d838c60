"""A python-sdk 1.x low-level server whose tools are handler objects kept in a registry by
name: call_tool looks the handler up and runs it, so each registered class's run_tool is a
tool, and what it raises reaches the SDK through call_tool's rewrap."""

import logging
from typing import Any

from mcp.server import Server
from mcp.types import TextContent

from . import exports, handlers

log = logging.getLogger("notes")
app = Server("notes")

registry: dict[str, handlers.Handler] = {}


def register(h: handlers.Handler) -> None:
    registry[h.name] = h


def lookup(name: str) -> handlers.Handler | None:
    if name not in registry:
        return None
    return registry[name]


register(handlers.ReadNote())
register(handlers.WriteNote())
register(handlers.CountNotes())

# A second registry of objects with the same method, run by the command line and never by
# call_tool: its classes are no tools.
exporters = {}


def add_exporter(e) -> None:
    exporters[e.name] = e


add_exporter(exports.CsvExport())
add_exporter(exports.JsonExport())


def export(kind: str, path: str) -> list[TextContent]:
    return exporters[kind].run_tool({"path": path})


@app.call_tool()
async def call_tool(name: str, arguments: Any) -> list[TextContent]:
    handler = lookup(name)
    if not handler:
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror
    try:
        return handler.run_tool(arguments)
    except Exception as e:
        log.error(str(e))
        # Related: each handler's own raises, and the calls of NoteStore behind them to its storage failure.
        raise RuntimeError(f"{name} failed: {e}")  # want: raisederror related=notes/handlers.py:21,notes/handlers.py:22,notes/handlers.py:38,notes/handlers.py:39,notes/handlers.py:51,notes/store.py:14,notes/store.py:21,notes/store.py:28
