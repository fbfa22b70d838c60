from typing import Any

import mcp.types as types
from mcp.server import Server

from plotter.jobs import run_job, list_jobs

server = Server("plotter")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict[str, Any] | None) -> list[types.TextContent | types.ImageContent]:
    try:
        outputs, _ = run_job(name, arguments or {})
    except Exception as e:
        outputs = [f"Job crashed. Error: {e}"]

    content: list[types.TextContent | types.ImageContent] = []
    for item in outputs:
        if isinstance(item, str):
            content.append(types.TextContent(type="text", text=item))
        else:
            content.append(types.ImageContent(type="image", data=item.data, mimeType=item.mime))
    return content  # want: softerror function=handle_call_tool related=16,plotter/jobs.py:8,plotter/jobs.py:16,plotter/jobs.py:18,plotter/jobs.py:27,plotter/jobs.py:34,plotter/jobs.py:36,plotter/jobs.py:37,plotter/jobs.py:39,plotter/jobs.py:42,plotter/jobs.py:45,plotter/jobs.py:48,plotter/pen.py:4


async def list_tool(arguments: dict[str, Any]) -> list[types.TextContent]:
    # Fine: one block per job of a listing, each a text of the tool's own.
    lines = []
    for job in list_jobs():
        lines.append(types.TextContent(type="text", text=f"{job['id']}: {job['state']}"))
    return lines
