"""Tools that read the caches."""

from .inventory import (
    get_devices,
    get_limits,
    get_owners,
    get_plans,
    get_regions,
    get_sites,
    get_tokens,
    get_zones,
    rotate_tokens,
)
from .app import mcp


@mcp.tool()
def devices() -> list:
    return get_devices()


@mcp.tool()
def regions() -> dict:
    return get_regions()


@mcp.tool()
def tokens() -> list:
    return sorted(get_tokens())


@mcp.tool()
def rotate() -> str:
    rotate_tokens()
    return "rotated"


@mcp.tool()
def zones() -> list:
    return get_zones()


@mcp.tool()
def plans() -> list:
    return get_plans()


@mcp.tool()
def limits() -> dict:
    return get_limits() or {}


@mcp.tool()
def sites() -> list:
    return get_sites()


@mcp.tool()
def owners() -> dict:
    return get_owners()
