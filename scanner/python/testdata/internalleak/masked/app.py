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
