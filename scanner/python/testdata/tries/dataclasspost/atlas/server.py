from fastmcp import FastMCP

from .service import Atlas


def create_server(base_url: str) -> FastMCP:
    atlas = Atlas(base_url)
    server = FastMCP("atlas")

    @server.tool()
    def find_places(text: str, limit: int = 10, zoom: int = 5) -> dict:
        return atlas.find_places(text, limit, zoom)

    @server.tool()
    def find_route(text: str, limit: int = 10) -> dict:
        return atlas.find_route(text, limit)

    @server.tool()
    def regions(region: str = "eu") -> dict:
        return atlas.regions(region)

    return server
