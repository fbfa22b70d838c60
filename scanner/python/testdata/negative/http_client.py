"""is_error attributes that are not MCP results: an httpx response mocked in a client test."""

from unittest.mock import Mock

import httpx


def failing_response() -> httpx.Response:
    response = Mock(spec=httpx.Response)
    response.status_code = 503
    # Fine: httpx.Response.is_error, set on a mock; nothing here is a tool result.
    response.is_error = True
    return response


def mark(row) -> None:
    # Fine: an attribute of some object in a file that never imports an MCP SDK.
    row.is_error = True
