"""The map service's client; no MCP import."""

import json

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

    async def upload(self, name: str, body: bytes) -> dict:
        draft = {"name": name}
        try:
            meta = json.loads(body)
            draft.update(meta["tile"])
        except Exception:
            draft.clear()
            # Re-raises whatever the body raised, of any class (a KeyError, a TypeError):
            # atlas_tool answers only an AtlasError and a ValueError, the rest reach the SDK.
            raise  # want: raisederror related=atlas/tools/maps.py:30,atlas/tools/maps.py:31
        return draft

    async def rename(self, name: str, new: str) -> dict:
        try:
            return {"name": json.loads(new)}
        except ValueError:
            print("not a name")
            # Fine: re-raises a ValueError, which atlas_tool answers.
            raise
