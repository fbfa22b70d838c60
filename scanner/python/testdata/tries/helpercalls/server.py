"""A path check that several tools call: the raise names each tool's call."""

import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sheets")


def sheet_path(name: str) -> str:
    if not os.path.isabs(name):
        raise ValueError(f"Invalid filename: {name}, must be an absolute path")  # want: raisederror related=23,29
    return name


def read_cells(path: str) -> list:
    with open(path) as f:
        return f.read().splitlines()


@mcp.tool()
def read_sheet(name: str) -> str:
    return "\n".join(read_cells(sheet_path(name)))


@mcp.tool()
def count_rows(name: str) -> int:
    # One place per tool: the second call of the same helper is not named again.
    first = sheet_path(name)
    again = sheet_path(name + ".bak")
    return len(read_cells(first)) + len(read_cells(again))


@mcp.tool()
def sheet_exists(name: str) -> bool:
    # Fine: this tool catches what sheet_path raises, so its call is not named.
    try:
        sheet_path(name)
    except ValueError:
        return False
    return True
