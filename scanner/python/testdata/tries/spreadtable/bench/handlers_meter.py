"""Meter handlers, keyed by tool name in HANDLERS; SPARE is a table no dispatcher uses."""

from typing import Any

from .helpers import _err, _ok


async def handle_measure(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    if "channel" not in args:
        # BAD: a failure object answered as a success (the shared finding in helpers.py).
        return _err("invalid_params", "channel is required")
    return _ok(value=1.0)


async def handle_reset(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    return _ok(reset=True)


async def spare_calibrate(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    # GOOD: SPARE is spread into no dispatcher's table, so this is no tool.
    return _err("unsupported", "Calibration is not supported")


async def spare_zero(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    return _ok(zeroed=True)


HANDLERS: dict[str, Any] = {
    "meter.measure": handle_measure,
    "meter.reset": handle_reset,
}

SPARE: dict[str, Any] = {
    "meter.calibrate": spare_calibrate,
    "meter.zero": spare_zero,
}
