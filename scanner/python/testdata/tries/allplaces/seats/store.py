"""The booking store's client: every failure comes back as text."""

import httpx


def store_call(op: str, ref: str):
    if op not in ("cancel", "hold"):
        return f"Error: unknown operation {op}"
    try:
        r = httpx.delete(f"https://store.example/{op}/{ref}", timeout=5)
    except httpx.HTTPError as e:
        return f"Error: store unreachable: {e}"
    if not r.is_success:
        return f"Error: store said {r.status_code}"
    return r.text
