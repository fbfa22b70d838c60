from fastmcp import FastMCP

from depot.stock import part_details, parts_in_bin, bins_with

mcp = FastMCP("depot")


@mcp.tool()
def get_part(part_id: int) -> dict:
    """Details of one part."""
    return part_details(part_id)  # want: softerror function=get_part related=depot/stock.py:15


@mcp.tool()
def list_bin(bin_id: str) -> dict:
    """Fine: an empty bin is an answer."""
    return parts_in_bin(bin_id)


@mcp.tool()
def find_bins(part_id: int) -> dict:
    """Fine: the loop collects every bin, and none is an answer."""
    return bins_with(part_id)
