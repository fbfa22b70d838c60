"""fastmcp 2.14 without masking: any exception's text reaches the client."""

import traceback

from fastmcp import FastMCP

mcp = FastMCP("unmasked")


@mcp.tool
def unmasked(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        raise RuntimeError(traceback.format_exc())  # want: raisederror; internalleak
