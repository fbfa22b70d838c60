import asyncio

from ..main import mcp
from .config import gate_site, get_gate_client


@mcp.tool()
async def open_door(door: str) -> str:
    # Fine: get_gate_client() is not awaited, so it makes a coroutine and runs nothing: its raise
    # cannot happen here (the assert always holds, and .open fails on the coroutine).
    client = get_gate_client()
    assert client
    return await client.open(door)


@mcp.tool()
async def close_door(door: str) -> str:
    client = await get_gate_client()
    return await client.close(door)


@mcp.tool()
async def watch_door(door: str) -> str:
    task = asyncio.create_task(get_gate_client())  # the task runs it: what it raises comes back at the await
    client = await task
    return await client.watch(door)


@mcp.tool()
async def ring_door(door: str) -> str:
    pending = get_gate_client()  # awaited below: it runs there
    client = await pending
    return await client.ring(door)


@mcp.tool()
async def door_site(door: str) -> str:
    # A plain function called without await runs at once: its raise reaches the tool.
    site = gate_site()
    return f"{door} at {site}"
