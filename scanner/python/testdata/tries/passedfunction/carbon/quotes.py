"""Price look-ups that the server hands, as values, to the helper that calls them."""

import httpx


async def fetch_offset_price(project: str) -> dict:
    async with httpx.AsyncClient() as client:
        response = await client.get(f"https://offsets.example/{project}")
    if response.status_code != 200:
        raise RuntimeError(f"offset price unavailable: {response.text}")  # want: raisederror
    return response.json()


async def fetch_grid_mix(region: str, year: int = 0) -> dict:
    if not region:
        raise ValueError("region is required")  # want: raisederror
    return {"region": region, "year": year}


async def fetch_archive(region: str) -> dict:
    # Handed only to describe_tool, which never calls it.
    raise RuntimeError("archive offline")

