"""Tools under a decorator of another module that catches an AtlasError and raises it again."""

from ..checks import check_name
from ..client import AtlasClient
from ..common import logged

client = AtlasClient()


def register(mcp):

    @mcp.tool()
    @logged
    async def plan_route(a: str, b: str) -> list:
        return await client.route(a, b)

    @mcp.tool()
    @logged
    async def route_to(b: str) -> list:
        return await client.route(check_name("home"), b)
