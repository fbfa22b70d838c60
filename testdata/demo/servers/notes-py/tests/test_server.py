from mcp.types import CallToolResult, TextContent


def fake_error():
    return CallToolResult(isError=True, content=[TextContent(type="text", text="boom")])


def test_fake_error():
    assert fake_error().isError
