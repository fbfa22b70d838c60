from fastmcp import FastMCP

from .service import RelayService

mcp = FastMCP("relay")
service = RelayService({})


@mcp.tool()
def relay(action: str) -> dict:
    return service.execute(action)
