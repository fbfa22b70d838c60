"""Module-level caches, each filled by its getter's first call. The server's start-up fills
some of them (fleet/server.py): a tool's call of those getters gets the cached value, so what
their fill raises never reaches a tool."""

import json
import os
import threading

_devices = None
_lock = threading.Lock()


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
                _devices = _load_devices()
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
        # The start-up never calls get_regions: the first tool that does runs the fill.
        raise ValueError("FLEET_REGIONS names no region")  # want: raisederror related=fleet/inventory.py:52,fleet/inventory.py:53,fleet/tools.py:13,fleet/tools.py:14
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
        raise ValueError("FLEET_TOKENS has no admin token")  # want: raisederror related=fleet/inventory.py:70,fleet/inventory.py:71,fleet/tools.py:18,fleet/tools.py:19
    return raw


def get_tokens() -> dict:
    global _tokens
    if _tokens is None:
        _tokens = _load_tokens()
    return _tokens


def rotate_tokens() -> None:
    global _tokens
    _tokens = None


_zones = None


def _load_zones() -> list:
    zones = os.environ.get("FLEET_ZONES", "").split(",")
    if not zones[0]:
        # The getter empties its cache before it tests it: every call runs the fill.
        raise ValueError("FLEET_ZONES is empty")  # want: raisederror related=fleet/inventory.py:95,fleet/tools.py:29,fleet/tools.py:30
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
