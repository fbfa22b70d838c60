from ..main import mcp
from .config import gate_site, get_gate_client


@mcp.tool()
async def arm_alarm(zone: str) -> str:
    # Fine: a coroutine is never false, so this failure text is never returned.
    client = get_gate_client()
    if not client:
        return "Error: gate client not initialized. Configure the gate first."
    return await client.arm(zone)


@mcp.tool()
async def disarm_alarm(zone: str) -> str:
    # Fine: a coroutine is never None either.
    client = get_gate_client()
    if client is None:
        return "Error: gate client not initialized. Configure the gate first."
    return await client.disarm(zone)


@mcp.tool()
async def test_alarm(zone: str) -> str:
    client = await get_gate_client()
    if not client:
        return "Error: gate client not initialized. Configure the gate first."  # want: softerror
    return await client.test(zone)


@mcp.tool()
async def alarm_site(zone: str) -> str:
    site = gate_site()
    if not site:
        return "Error: no site configured for the alarm."  # want: softerror
    return f"{zone} at {site}"
