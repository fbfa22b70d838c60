"""Map tools whose result models spread what a fetcher returned; server.py registers them
(no MCP import here)."""

from typing import Any, Dict, Optional

from pydantic import BaseModel, Field


class TileResponse(BaseModel):
    id: str
    data: Optional[str] = None
    error: Optional[str] = Field(default=None, description="why the tile could not be fetched")


class PlainTile(BaseModel):
    id: str
    data: Optional[str] = None


class CustomTile:
    error: Optional[str] = None

    def __init__(self, id: str, **fields: Any) -> None:
        self.id = id
        self.data = fields.get("data")


def _remote_tile(key: str) -> Dict[str, Any]:
    if not key.isalnum():
        return {"error": "Tile server refused the key"}
    return {"data": key}


def _cached_tile(key: str) -> Dict[str, Any]:
    try:
        return {"data": open(key).read()}
    except OSError as e:
        return {"error": f"Cache read failed: {e}"}


def _local_tile(key: str) -> Dict[str, Any]:
    return {"data": key.upper()}


def get_tile(key: str, cached: bool = False) -> TileResponse:
    if cached:
        result = _cached_tile(key)
    else:
        result = _remote_tile(key)
    result = TileResponse(id=key, **result)
    if result.data:
        result.data = result.data.strip()
    return result  # want: softerror shape=structured related=30,38,atlas/server.py:11


def get_tile_now(key: str) -> TileResponse:
    return TileResponse(id=key, **_remote_tile(key))  # want: softerror related=30,atlas/server.py:12


def get_plain_tile(key: str) -> PlainTile:
    # Fine: PlainTile declares no "error" field, so pydantic drops the helper's error member.
    return PlainTile(id=key, **_remote_tile(key))


def get_custom_tile(key: str) -> CustomTile:
    # Fine here: CustomTile's own __init__ says where its arguments go.
    return CustomTile(key, **_remote_tile(key))


def get_local_tile(key: str) -> TileResponse:
    # Fine: _local_tile never fails.
    return TileResponse(id=key, **_local_tile(key))


def get_checked_tile(key: str) -> TileResponse:
    result = _remote_tile(key)
    if "error" in result:
        # Fine: the failure is raised, and the SDK sends an isError result.
        raise RuntimeError(result["error"])  # want: raisederror
    return TileResponse(id=key, **result)


def _render(key: str) -> TileResponse:
    # Fine: a helper no server registers; the tool that returns its model is reported.
    return TileResponse(id=key, **_remote_tile(key))
