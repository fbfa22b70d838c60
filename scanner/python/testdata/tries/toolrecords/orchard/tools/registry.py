from typing import List

from orchard.common import filter_by_flags

from .tools import retired as retired_list
from .tools import tools as tool_list
from .types import ToolRecord


def filter_tools(**flags) -> List[ToolRecord]:
    return filter_by_flags(tool_list, **flags)


def register_tools(mcp, **flags) -> None:
    if not flags:
        flags = {"internal": False}
    selected: List[ToolRecord] = filter_tools(**flags)
    for record in selected:
        func = record.func
        tool_name = record.name or func.__name__
        mcp.tool(name=tool_name, description=func.__doc__)(func)
    for record in retired_list:
        # Fine: the retired records are only logged, never registered.
        print(f"retired: {record.func.__name__}")
