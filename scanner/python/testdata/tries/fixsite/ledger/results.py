"""Helpers that build a tool's whole result, and helpers that build only its text."""

import json

from mcp import types


def error_result(message: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {message}")])  # want: softerror context=production related=ledger/results.py:28,ledger/server.py:44,ledger/server.py:47,ledger/server.py:57,ledger/tools.py:13


def flagged_result(message: str) -> types.CallToolResult:
    # Fine: the result carries the flag.
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {message}")], isError=True)  # want: errorresult


def data_result(rows: list) -> types.CallToolResult:
    # Fine: a success result.
    return types.CallToolResult(content=[types.TextContent(type="text", text=json.dumps(rows))])


def unused_error(message: str) -> types.CallToolResult:
    # Fine: no tool returns what it builds.
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {message}")])


def failure(message: str) -> types.CallToolResult:
    return error_result(message)


def error_text(message: str) -> str:
    return f"Error: {message}"


def closed_result(account: str) -> types.CallToolResult:
    # Only the example's tool (ledger/examples/demo.py) returns it: the result is the example's.
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {account} is closed")])  # want: softerror context=example related=ledger/examples/demo.py:14
