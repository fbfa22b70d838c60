"""Expected values in test assertions are not sites."""

import unittest

from mcp.types import CallToolResult, TextContent


def test_error_result(result):
    assert result == {"isError": True, "content": [{"type": "text", "text": "boom"}]}
    assert result == CallToolResult(isError=True, content=[TextContent(type="text", text="boom")])


class ServerTest(unittest.TestCase):
    def test_error(self):
        got = CallToolResult(content=[])
        self.assertEqual(got, CallToolResult(isError=True, content=[]))
