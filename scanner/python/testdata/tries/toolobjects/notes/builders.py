from fastmcp import FastMCP
from fastmcp.tools.tool import Tool


def rename_note(note_id: str, title: str) -> str:
    # Fine: the Tool that unused_builder makes is thrown away.
    raise ValueError("renaming is disabled")


def pin_note(note_id: str) -> str:
    raise ValueError("pinning is disabled")  # want: raisederror


def unused_builder() -> None:
    tool = Tool.from_function(rename_note)


def register(mcp: FastMCP) -> None:
    tool = Tool.from_function(pin_note)
    mcp.add_tool(tool)
