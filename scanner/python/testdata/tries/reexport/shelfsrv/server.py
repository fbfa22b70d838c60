"""A python-sdk 1.x low-level server whose handler, registered inside a method, dispatches to
tool functions imported through the tools package's __init__.py."""

from typing import Any, Dict, List

from mcp.server import Server
from mcp.shared.exceptions import McpError
from mcp.types import INTERNAL_ERROR, INVALID_PARAMS, ErrorData, TextContent

from shelfsrv.tools import (
    close_shelf,
    fetch_shelf,
    lend_book,
    shelf_report,
    tally,
)


class ShelfServer:
    def __init__(self):
        self.server = Server("shelf")
        self.setup_handlers()

    def setup_handlers(self):
        @self.server.call_tool()
        async def call_tool(name: str, arguments: Dict[str, Any]) -> List[TextContent]:
            try:
                if name == "fetch_shelf":
                    return await fetch_shelf("u", arguments)
                elif name == "shelf_report":
                    return await shelf_report("u", arguments)  # want: softerror
                elif name == "close_shelf":
                    return await close_shelf("u", arguments)  # want: softerror
                elif name == "lend_book":
                    return await lend_book("u", arguments)
                elif name == "count_books":
                    return await tally("u", arguments)
            except ValueError as e:
                raise McpError(error=ErrorData(code=INVALID_PARAMS, message=str(e)))  # want: raisederror
            except Exception as e:
                raise McpError(error=ErrorData(code=INTERNAL_ERROR, message=str(e)))  # want: raisederror
