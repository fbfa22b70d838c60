"""A tool of another module that calls a helper of server.py outside any try."""

from .server import mcp, shelf


@mcp.tool()
def audit(sku: str) -> str:
    return f"{shelf(sku)} audited"
