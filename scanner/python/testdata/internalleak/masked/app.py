"""fastmcp 2.14 with mask_error_details=True: what the SDK masks is not reported."""

import traceback

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("masked", mask_error_details=True)


@mcp.tool
def masked(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        # Masked: the client reads "Error calling tool 'masked'" and nothing more.
        raise RuntimeError(traceback.format_exc())  # want: raisederror


@mcp.tool
def not_masked(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        raise ToolError(traceback.format_exc())  # want: raisederror; internalleak


def _trace_failed() -> ToolError:
    return ToolError(traceback.format_exc())  # want: internalleak


def _trace_or_runtime(strict: bool) -> Exception:
    if strict:
        return RuntimeError(traceback.format_exc())
    return ToolError(traceback.format_exc())


def _trace_maybe(strict: bool) -> ToolError:
    if strict:
        return ToolError(traceback.format_exc())


@mcp.tool
def factory_not_masked(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        # Not masked: every return of _trace_failed builds a ToolError, passed on unprefixed (its
        # traceback is reported where the factory builds it).
        raise _trace_failed()  # want: raisederror


@mcp.tool
def factory_masked(text: str, strict: bool) -> str:
    try:
        return text.upper()
    except ValueError:
        # Masked when strict: _trace_or_runtime may build a RuntimeError.
        raise _trace_or_runtime(strict)  # want: raisederror


@mcp.tool
def factory_falls_off(text: str, strict: bool) -> str:
    try:
        return text.upper()
    except ValueError:
        # Masked when not strict: _trace_maybe returns None, and raise None is a TypeError.
        raise _trace_maybe(strict)  # want: raisederror
