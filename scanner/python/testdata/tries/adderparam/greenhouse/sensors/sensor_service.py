"""Plain functions that sensor_tools hands to the adder it is given."""
from typing import Any

from greenhouse.http import ClientCache


def _check_zone(zone: str) -> None:
    if not zone.isalnum():
        raise ValueError(f"bad zone {zone!r}")  # want: raisederror related=greenhouse/sensors/sensor_tools.py:8,greenhouse/sensors/sensor_service.py:13


def sensor_read(zone: str) -> float:
    _check_zone(zone)
    if zone == "roof":
        raise KeyError("the roof has no sensor")  # want: raisederror related=greenhouse/sensors/sensor_tools.py:8
    return 21.5


def sensor_history(zone: str) -> list[dict[str, Any]]:
    result = ClientCache.get().request(f"/zones/{zone}/history")
    return [result]  # want: softerror related=greenhouse/http.py:13,greenhouse/http.py:16,greenhouse/http.py:9,greenhouse/sensors/sensor_tools.py:9
