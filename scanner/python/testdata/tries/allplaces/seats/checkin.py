"""Check-in helpers: no MCP import, reached from the tools of server.py. Their failures are
assigned to a variable in except branches and come back through one shared return."""

import httpx


def check_in(ref: str):
    # Three failing assignments, one return: the return and every assignment are named.
    try:
        outcome = httpx.post(f"https://checkin.example/{ref}", timeout=5).text
    except httpx.TimeoutException as e:
        outcome = f"Error: check-in timed out: {e}"
    except httpx.ConnectError as e:
        outcome = f"Error: check-in unreachable: {e}"
    except httpx.HTTPError as e:
        outcome = f"Error checking in {ref}: {e}"
    return outcome


def boarding_pass(ref: str):
    # The failure first assigned is overwritten on every path before the return: not named.
    text = "Error: no boarding pass yet"
    text = f"pass for {ref}"
    try:
        text = httpx.get(f"https://checkin.example/{ref}/pass", timeout=5).text
    except httpx.HTTPError as e:
        text = f"Error: no boarding pass: {e}"
    return text


def seat_row(ref: str):
    # FINE: the failure is overwritten with a success before the return.
    try:
        row = httpx.get(f"https://checkin.example/{ref}/row", timeout=5).text
    except httpx.HTTPError as e:
        row = f"Error: no row for {ref}: {e}"
    row = "row unknown"
    return row
