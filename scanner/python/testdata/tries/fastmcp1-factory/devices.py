"""Tools that hand the caught exception to an error helper of another module."""

from typing import Any

from mcp.server.fastmcp import FastMCP
from mcp.types import CallToolResult

from .device_errors import device_error_response, to_error_result
from .hub import connect, deferred

mcp = FastMCP("devices")


@mcp.tool()
def switch(device: str, on: bool) -> dict[str, Any]:
    try:
        return {"device": device, "on": connect().set(device, on)}
    except OSError as e:
        return device_error_response(device, "switch", e)  # want: softerror shape=unknown


@mcp.tool()
def dim(device: str, level: int) -> CallToolResult:
    try:
        connect().dim(device, level)
        return CallToolResult(content=[])
    except OSError as e:
        # Fine: the tool returns CallToolResult, so the helper may well build an isError result.
        return to_error_result(e)


@mcp.tool()
def state(device: str) -> dict[str, Any]:
    try:
        return {"device": device, "state": connect().state(device)}
    except KeyError:
        # Fine: a default answer that does not carry the exception.
        return connect().default_state(device)


@mcp.tool()
def rename(device: str, name: str) -> str:
    try:
        return connect().rename(device, name)
    except OSError as e:
        # The comment between the except line and its body is part of the clause.
        return f"{device} keeps its name: {e}"  # want: softerror shape=prose-only


@mcp.tool()
@deferred
def reboot(device: str) -> dict[str, Any]:
    try:
        return {"device": device, "rebooted": connect().reboot(device)}
    except OSError as e:
        # Fine: deferred is no error helper (its name only contains "err"); the tool re-raises.
        raise RuntimeError(f"reboot failed: {e}")  # want: raisederror outcome=iserror
