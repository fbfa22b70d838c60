"""python-sdk 2.x low-level handlers: what reaches the client as a JSON-RPC error, and what
does not count as a business failure sent that way."""

import asyncio
from typing import Any

import anyio

from mcp import types
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError
from mcp.types import MISSING_REQUIRED_CLIENT_CAPABILITY


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    args = params.arguments or {}
    if params.name == "stats":
        if "series" not in args:
            raise ValueError("series is required")  # want: protocolerror outcome=protocol-error
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError:
            # Fine: cancellation unwinds the request; it is not a failure the server reports.
            raise
        try:
            await anyio.sleep(0)
        except anyio.get_cancelled_exc_class():
            # Fine: the same, through anyio.
            raise
        try:
            return types.CallToolResult(content=[types.TextContent(text=str(sum(args["series"])))])
        except Exception:
            raise  # want: protocolerror outcome=protocol-error
    if params.name == "sample":
        if ctx.session.client_params is None:
            # Fine: the spec asks for a JSON-RPC error when the client lacks a capability.
            raise MCPError(code=MISSING_REQUIRED_CLIENT_CAPABILITY, message="sampling capability required")
        return types.CallToolResult(content=[types.TextContent(text="sampled")])
    # Fine: reached only for a tool the server does not have; that is a protocol error by design.
    raise NotImplementedError


async def call_tool_match(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    match params.name:
        case "ping":
            return types.CallToolResult(content=[types.TextContent(text="pong")])
        case _:
            # Fine: the fallthrough of a dispatch on the tool name.
            raise LookupError(params.name)


async def call_tool_else(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    if params.name == "echo":
        if not params.arguments:
            raise KeyError("text")  # want: protocolerror outcome=protocol-error
        return types.CallToolResult(content=[types.TextContent(text=str(params.arguments))])
    else:
        # Fine: the final else of a dispatch on the tool name.
        raise LookupError(params.name)


stats = Server("stats", on_call_tool=call_tool)
pings = Server("pings", on_call_tool=call_tool_match)
echo = Server("echo", on_call_tool=call_tool_else)
