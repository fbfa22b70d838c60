"""Tools that raise what another module's factory returns."""

from fastmcp import FastMCP

from .failures import (
    chained_tool_error,
    fault_to_tool_error,
    open_tool_error,
    partial_tool_error,
    value_error_for,
)

mcp = FastMCP("kiln")


def _fire(program: str) -> dict:
    if not program:
        raise TimeoutError("no program")  # want: raisederror related=kiln/server.py:25,kiln/server.py:34,kiln/server.py:43,kiln/server.py:52,kiln/server.py:61
    return {"program": program}


@mcp.tool
def fire(program: str) -> dict:
    try:
        return _fire(program)
    except Exception as e:
        # A ToolError on every path (a match with a wildcard case): its text, unprefixed.
        raise fault_to_tool_error(e, "firing") from None  # want: raisederror related=kiln/failures.py:15,kiln/server.py:18


@mcp.tool
def cool(program: str) -> dict:
    try:
        return _fire(program)
    except Exception as e:
        # An if/elif/else chain whose every branch returns a ToolError.
        raise chained_tool_error(e, "cooling") from e  # want: raisederror related=kiln/failures.py:25,kiln/server.py:18


@mcp.tool
def glaze(program: str) -> dict:
    try:
        return _fire(program)
    except Exception as e:
        # No wildcard case: not a ToolError on every path.
        raise partial_tool_error(e, "glazing") from e  # want: raisederror related=kiln/server.py:18


@mcp.tool
def load(program: str) -> dict:
    try:
        return _fire(program)
    except Exception as e:
        # A ValueError: "Error calling tool 'load': …".
        raise value_error_for(e, "loading")  # want: raisederror related=kiln/server.py:18


@mcp.tool
def temper(program: str) -> dict:
    try:
        return _fire(program)
    except Exception as e:
        # An if/elif without else: not a ToolError on every path.
        raise open_tool_error(e, "tempering") from e  # want: raisederror related=kiln/server.py:18
