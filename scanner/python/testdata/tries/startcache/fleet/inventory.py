"""Module-level caches, each filled by its getter's first call. The server's start-up fills
some of them (fleet/server.py): a tool's call of those getters gets the cached value, so what
their fill raises never reaches a tool."""

import json
import os
import threading

_devices = None
_lock = threading.Lock()


class Fleet(list):
    """The devices, checked."""


def _load_devices() -> list:
    path = os.environ.get("FLEET_FILE", "fleet.json")
    with open(path) as fh:
        raw = json.load(fh)
    if not isinstance(raw, list):
        # Fine: only the fill of get_devices calls it, and the start-up fills that cache.
        raise ValueError(f"{path}: the fleet must be a list")
    return raw


def get_devices() -> list:
    global _devices
    if _devices is None:
        with _lock:
            if _devices is None:
                _devices = Fleet(_load_devices())
    return _devices


def reset_devices() -> None:
    """Only the start-up empties the cache (before it fills it), so no tool refills it."""
    global _devices
    with _lock:
        _devices = None


_regions = None


def _load_regions() -> dict:
    raw = json.loads(os.environ.get("FLEET_REGIONS", "{}"))
    if not raw:
        # The start-up never calls get_regions (and an empty cache would be filled again).
        raise ValueError("FLEET_REGIONS names no region")  # want: raisederror related=fleet/inventory.py:57,fleet/tools.py:23,fleet/tools.py:24
    return raw


def get_regions() -> dict:
    global _regions
    if not _regions:
        _regions = _load_regions()
    return _regions


_tokens = None


def _load_tokens() -> dict:
    raw = json.loads(os.environ.get("FLEET_TOKENS", "{}"))
    if "admin" not in raw:
        # The start-up fills the cache, but the tool rotate empties it: the next call refills.
        raise ValueError("FLEET_TOKENS has no admin token")  # want: raisederror related=fleet/inventory.py:74,fleet/inventory.py:75,fleet/tools.py:28,fleet/tools.py:29
    return raw


def get_tokens() -> dict:
    global _tokens
    if _tokens is None:
        _tokens = dict(_load_tokens())
    return _tokens


def rotate_tokens() -> None:
    global _tokens
    _tokens = None


_zones = None


def _load_zones() -> list:
    zones = os.environ.get("FLEET_ZONES", "").split(",")
    if not zones[0]:
        # The getter empties its cache before it tests it: every call runs the fill.
        raise ValueError("FLEET_ZONES is empty")  # want: raisederror related=fleet/inventory.py:99,fleet/tools.py:39,fleet/tools.py:40
    return zones


def get_zones() -> list:
    global _zones
    _zones = None
    if _zones is None:
        _zones = _load_zones()
    return _zones


_plans = None


def _load_plans() -> list:
    with open(os.environ.get("FLEET_PLANS", "plans.json")) as fh:
        plans = json.load(fh)
    if not plans:
        # The start-up calls get_plans, but goes on when it fails: the cache may be empty.
        raise ValueError("no maintenance plan")  # want: raisederror
    return plans


def get_plans() -> list:
    global _plans
    if _plans is None:
        _plans = _load_plans()
    return _plans


_limits = None


def _load_limits():
    raw = os.environ.get("FLEET_LIMITS")
    if raw == "":
        # The start-up fills the cache, but with what may be None: a tool's call fills it again.
        raise ValueError("FLEET_LIMITS is empty")  # want: raisederror
    return json.loads(raw) if raw else None


def get_limits():
    global _limits
    if _limits is None:
        _limits = _load_limits()
    return _limits


_sites = None


def _load_sites() -> list:
    sites = os.environ.get("FLEET_SITES", "").split(",")
    if "hq" not in sites:
        # The start-up fills the cache, but the fill may return before it sets it.
        raise ValueError("FLEET_SITES lacks hq")  # want: raisederror
    return sites


def get_sites() -> list:
    global _sites
    if _sites is None:
        if os.environ.get("FLEET_OFFLINE"):
            return []
        _sites = list(_load_sites())
    return _sites


_owners = None


def _load_owners() -> dict:
    owners = json.loads(os.environ.get("FLEET_OWNERS", "{}"))
    if not owners:
        # The start-up fills the cache, but a method empties it, and the calls of a method that
        # the linker sees may not be all of them.
        raise ValueError("FLEET_OWNERS names nobody")  # want: raisederror
    return owners


def get_owners() -> dict:
    global _owners
    if _owners is None:
        _owners = dict(_load_owners())
    return _owners


class Admin:
    def forget_owners(self) -> None:
        global _owners
        _owners = None
