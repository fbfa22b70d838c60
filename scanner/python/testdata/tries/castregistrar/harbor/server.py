from typing import Optional

from fastmcp import FastMCP

from harbor.berths import BerthProtocol, BerthService
from harbor.tools import register_assign_tool, register_release_tool


def create_server(service: Optional[BerthProtocol] = None) -> FastMCP:
    backend = service or BerthService("rotterdam")
    mcp = FastMCP("harbor")
    register_assign_tool(mcp, backend=backend)
    register_release_tool(mcp, backend)
    return mcp
