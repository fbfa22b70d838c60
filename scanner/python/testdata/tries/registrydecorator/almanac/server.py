"""A low-level server that runs whatever tool the book holds under the name asked for."""

import json

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .tools import moons  # noqa: F401  (fills the book)
from .tools.core import get_book

server = Server("almanac")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict) -> list[TextContent]:
    book = get_book()
    result = await book.invoke(name, arguments)
    return [TextContent(type="text", text=json.dumps(result))]
