"""Tests that only call a server and read what it answers yield nothing: the Gate turns them
down (scanner/python/gate_test.go). The needles let them through: is_error, from_function."""

from mcp.server.mcpserver.prompts import Prompt


async def test_reads(client):
    result = await client.call_tool("boom", {})
    assert result.is_error
    assert result.is_error == True  # noqa: E712
    assert "is_error" in result.model_dump()
    prompt = Prompt.from_function(lambda: "hi")
    assert prompt.name
