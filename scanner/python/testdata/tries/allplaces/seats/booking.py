"""Seat booking: no MCP import, reached from the tools of server.py. Its failures come back as
ordinary values, each of which a tool that returns them sends as a success."""

import httpx

from .store import store_call


def reserve_seat(flight: str, seat: str):
    if not flight:
        return {"error": "flight must not be empty"}
    if len(seat) > 3:
        return {"error": f"no seat {seat}"}
    try:
        r = httpx.post(f"https://seats.example/{flight}/{seat}", timeout=5)
    except httpx.TimeoutException:
        return "Error: the seat service timed out"
    except httpx.HTTPError as e:
        return f"Error: {e}"
    if r.status_code == 409:
        return {"error": "seat taken", "seat": seat}
    if r.status_code >= 500:
        # Not a soft failure: a raise is another fact, and no related place of a soft error.
        raise RuntimeError("seat service down")  # want: raisederror related=seats/server.py:13,seats/server.py:15
    return {"flight": flight, "seat": seat}


def cancel_seat(ref: str):
    # Passes on what store_call returns: named on the way to its failing returns.
    return store_call("cancel", ref)


def seat_map(flight: str):
    # FINE: never fails softly.
    return {"flight": flight, "rows": 30}
