"""Port handlers, keyed by tool name in HANDLERS."""

from typing import Any

from .helpers import _err, _ok

PARITIES = ("N", "E", "O")


async def handle_open(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    if args.get("parity") not in PARITIES:
        # BAD: a failure object answered as a success (the shared finding in helpers.py).
        return _err("invalid_params", "Invalid parity.")
    return _ok(port=args["port"])


async def handle_close(state: Any, args: dict[str, Any]) -> dict[str, Any]:
    # GOOD: only successes.
    return _ok(closed=args["port"])


HANDLERS: dict[str, Any] = {
    "port.open": handle_open,
    "port.close": handle_close,
}
