"""Tools whose failures come back from helpers of other modules: each finding names every
failing return of the helper, and the forwards on the way to them, not only the first."""

from mcp.server.fastmcp import FastMCP

from .booking import cancel_seat, reserve_seat, seat_map
from .checkin import boarding_pass, check_in, seat_row

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


@mcp.tool()
def checkin(ref: str) -> str:
    # BAD: check_in's shared return and its three failing assignments are all named.
    return check_in(ref)  # want: softerror related=seats/checkin.py:17,seats/checkin.py:12,seats/checkin.py:14,seats/checkin.py:16


@mcp.tool()
def boarding(ref: str) -> str:
    # BAD: only the assignment that reaches the return is named, not the one overwritten.
    return boarding_pass(ref)  # want: softerror related=seats/checkin.py:28,seats/checkin.py:27


@mcp.tool()
def row(ref: str) -> str:
    # FINE: seat_row's failure is overwritten with a success before it returns.
    return seat_row(ref)
