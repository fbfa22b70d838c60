"""A test that registers tools of its own: their raises and results are judged as a server's,
so the Gate lets it through (scanner/python/gate_test.go)."""

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent


def test_failures():
    app = MCPServer("t")

    @app.tool()
    def boom() -> str:
        raise ValueError("boom")  # want: raisederror context=test

    @app.tool()
    def flag() -> CallToolResult:
        result = CallToolResult(content=[TextContent(text="no such note")])
        result.is_error = True  # want: errorresult context=test
        return result
