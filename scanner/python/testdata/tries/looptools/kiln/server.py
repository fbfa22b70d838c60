from mcp.server import FastMCP

from kiln.glazes import register_glazes
from kiln.tools import attach_tools

mcp = FastMCP("kiln")
attach_tools(mcp)
register_glazes(mcp)


def glaze_status(batch: str) -> dict:
    if not batch:
        return {"error": "batch is required"}  # want: softerror
    return {"batch": batch}


def glaze_mix(batch: str) -> dict:
    return {"batch": batch, "mix": "celadon"}


for fn in [glaze_status, glaze_mix]:
    mcp.add_tool(fn)
