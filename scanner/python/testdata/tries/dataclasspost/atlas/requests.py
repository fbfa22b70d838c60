"""Requests that check themselves as they are built: @dataclass writes an __init__ that calls
__post_init__, the class's own or a base's."""

from dataclasses import dataclass, field

from .errors import InputError


def _require_text(value: str, name: str) -> str:
    text = value.strip()
    if not text:
        raise InputError(f"{name} must not be empty")  # want: raisederror related=40,45,49,atlas/server.py:11,atlas/server.py:12,atlas/server.py:15,atlas/service.py:9
    return text


def _check_limit(limit: int) -> int:
    if not 1 <= limit <= 50:
        raise InputError("limit must be between 1 and 50")  # want: raisederror related=41,45,49,atlas/server.py:11,atlas/server.py:12,atlas/server.py:15,atlas/service.py:9
    return limit


def _check_zoom(zoom: int) -> int:
    if zoom > 20:
        raise InputError("zoom must be at most 20")  # want: raisederror related=45,50,atlas/server.py:11,atlas/server.py:12,atlas/server.py:15,atlas/service.py:9
    return zoom


def _check_region(region: str) -> str:
    if region not in {"eu", "us"}:
        raise InputError("region must be eu or us")  # no dataclass builds a request that checks it
    return region


@dataclass(frozen=True)
class BaseQuery:
    text: str
    limit: int = 10

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", _require_text(self.text, "text"))
        object.__setattr__(self, "limit", _check_limit(self.limit))


@dataclass(frozen=True)
class PlaceQuery(BaseQuery):
    zoom: int = 5

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "zoom", _check_zoom(self.zoom))


@dataclass(frozen=True)
class RouteQuery(PlaceQuery):
    """No __post_init__ of its own: the generated __init__ calls PlaceQuery's."""

    avoid_tolls: bool = False


@dataclass(init=False)
class RegionQuery:
    """init=False: no __init__ is written, and nothing calls __post_init__."""

    region: str = field(default="eu")

    def __post_init__(self) -> None:
        self.region = _check_region(self.region)


@dataclass
class ManualQuery:
    """An __init__ of its own: @dataclass keeps it, and it does not call __post_init__."""

    region: str

    def __init__(self, region: str) -> None:
        self.region = region

    def __post_init__(self) -> None:
        self.region = _check_region(self.region)
