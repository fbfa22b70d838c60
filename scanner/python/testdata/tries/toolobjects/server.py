"""A catalogue of fastmcp Tool objects, one module each; the server registers only some of them
(registered.go): a Tool.from_function bound to a module variable is a tool once code that is no
test names the object."""

from fastmcp import FastMCP

from notes import listing
from notes.archive import ArchiveNoteTool
from notes.GetNoteTool import GetNoteTool

mcp = FastMCP("notes")

mcp.add_tool(GetNoteTool.fn)
mcp.add_tool(listing.ListNotesTool.fn)
mcp.add_tool(ArchiveNoteTool.fn)

if __name__ == "__main__":
    mcp.run()
