"""A home-automation client (deadexcept.go): handle_errors answers every exception of the
functions it wraps with an error object, so none of them raises to its caller."""

import functools
from datetime import datetime

import httpx


def handle_errors(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except Exception as e:
            return {"error": f"Unexpected error: {e}"}

    return wrapper


def handle_http(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except httpx.HTTPError as e:
            return {"error": f"HTTP error: {e}"}

    return wrapper


@handle_errors
async def history_range(entity_id: str, start: str, end: str) -> dict:
    if datetime.fromisoformat(start) >= datetime.fromisoformat(end):
        raise ValueError("start must be before end")
    return {"entity_id": entity_id, "states": []}


@handle_http
async def stats_range(entity_id: str, start: str, end: str) -> dict:
    if datetime.fromisoformat(start) >= datetime.fromisoformat(end):
        raise ValueError("start must be before end")
    return {"entity_id": entity_id, "statistics": []}


async def parse_range(start: str, end: str) -> tuple[datetime, datetime]:
    return datetime.fromisoformat(start), datetime.fromisoformat(end)


async def area_names() -> str:
    """Catches every failure of its own and answers with text: nothing leaves it."""
    try:
        r = httpx.get("http://ha.local/api/areas")
        return ", ".join(a["name"] for a in r.json())
    except Exception as e:
        return f"Error listing areas: {e}"


async def zone_names() -> str:
    """Its try catches every failure, but the clause raises again."""
    try:
        r = httpx.get("http://ha.local/api/zones")
        return ", ".join(z["name"] for z in r.json())
    except Exception as e:
        raise RuntimeError(f"zones: {e}") from e
