"""Registers the tools of the lists through helpers that add their annotations."""
from collections.abc import Callable

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

from pager.tools import read_tools, write_tools


def add_read_only_tool(mcp_instance: FastMCP, tool: Callable) -> None:
    """Register a read-only tool."""
    mcp_instance.add_tool(tool, annotations=ToolAnnotations(readOnlyHint=True))


def add_write_tool(mcp_instance: FastMCP, tool: Callable) -> None:
    """Register a tool that changes things."""
    mcp_instance.add_tool(tool, annotations=ToolAnnotations(destructiveHint=True))


def run(enable_write_tools: bool = False) -> None:
    mcp = FastMCP("pager")
    for tool in read_tools:
        add_read_only_tool(mcp, tool)
    if enable_write_tools:
        for tool in write_tools:
            add_write_tool(mcp, tool)
    mcp.run()
