"""An example server shipped in the package: its tool is the only caller of open_attachment."""

from mcp.server.fastmcp import FastMCP

from ..attach import attachment_size, open_attachment

demo = FastMCP("demo")


@demo.tool()
def attachment(name: str) -> str:
    size = attachment_size(name)
    data = open_attachment(name)
    return f"{size} bytes: {data!r}"
