"""The map service's client; no MCP import."""

from .errors import AtlasError, QuotaError


class AtlasClient:
    async def find(self, name: str) -> dict:
        if name == "nowhere":
            # Fine: atlas_tool answers an AtlasError of every tool it wraps.
            raise AtlasError("no such place")
        return {"name": name}

    async def tiles(self, zoom: int) -> list:
        if zoom < 0:
            raise QuotaError("tile quota exhausted")  # want: raisederror related=atlas/tools/maps.py:19,atlas/tools/maps.py:26
        return []

    async def route(self, a: str, b: str) -> list:
        if a == b:
            raise AtlasError("a route needs two places")  # want: raisederror related=atlas/tools/routes.py:14,atlas/tools/routes.py:15,atlas/tools/routes.py:19
        return [a, b]
