"""Tools declared on an MCPMixin with fastmcp's contrib decorator."""

from fastmcp.contrib.mcp_mixin import MCPMixin, mcp_tool
from fastmcp.exceptions import ToolError


class Shelf(MCPMixin):
    def __init__(self) -> None:
        self.books: dict[str, str] = {}

    @mcp_tool(name="shelve")
    def shelve(self, isbn: str, title: str) -> str:
        if len(isbn) not in (10, 13):
            raise ToolError("isbn must have 10 or 13 digits")  # want: raisederror function=shelve outcome=iserror
        self.books[isbn] = title
        return title

    def lookup(self, isbn: str) -> str:
        # Fine: not decorated, so not a tool.
        raise ToolError("not a tool")
