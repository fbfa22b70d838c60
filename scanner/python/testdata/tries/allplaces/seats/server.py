"""Tools whose failures come back from helpers of other modules: each finding names every
failing return of the helper, and the forwards on the way to them, not only the first."""

from mcp.server.fastmcp import FastMCP

from .booking import cancel_seat, reserve_seat, seat_map

mcp = FastMCP("seats")


@mcp.tool()
def reserve(flight: str, seat: str) -> dict:
    # BAD: five failing returns of reserve_seat, all named; its raise and its success are not.
    return reserve_seat(flight, seat)  # want: softerror related=seats/booking.py:11,seats/booking.py:13,seats/booking.py:17,seats/booking.py:19,seats/booking.py:21


@mcp.tool()
def cancel(ref: str) -> str:
    # BAD: cancel_seat passes on store_call's three failing returns: the forward, then all three.
    return cancel_seat(ref)  # want: softerror related=seats/booking.py:30,seats/store.py:8,seats/store.py:12,seats/store.py:14


@mcp.tool()
def layout(flight: str) -> dict:
    # FINE: seat_map never returns a failure.
    return seat_map(flight)
