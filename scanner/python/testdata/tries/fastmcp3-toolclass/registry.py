"""fastmcp 3 tools registered as mcp.add_tool(FunctionTool.from_function(f)), and a ToolError
re-raised past a catch-all: a handler that always raises again rewraps, it does not catch."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.tools import FunctionTool

from .errors import to_tool_error


class FilterError(Exception):
    pass


def parse_filter(text: str) -> dict[str, str]:
    key, sep, value = text.partition("=")
    if not sep:
        raise FilterError(f"filter {text!r} has no '='")  # want: raisederror function=parse_filter
    return {key: value}


async def find_people(query: str, where: str = "") -> list[str]:
    try:
        try:
            filters = parse_filter(where) if where else {}
        except FilterError as e:
            # The except ToolError below re-raises it: the failure reaches the SDK from here,
            # through that re-raise (both are sites).
            raise ToolError(str(e)) from e  # want: raisederror function=find_people
        return [query, *filters]
    except ToolError:
        raise  # want: raisederror shape=prose-only outcome=iserror function=find_people
    except Exception as e:
        raise to_tool_error(e)  # want: raisederror shape=unknown api=to_tool_error(...)


def summarize(text: str) -> str:
    # Fine: registered as a resource below, not as a tool.
    raise ToolError("not a tool")


def register(mcp: FastMCP) -> None:
    mcp.add_tool(FunctionTool.from_function(find_people, name="find_people"))
    mcp.add_resource_fn(summarize, uri="notes://summary")
