from ..main import mcp
from .config import get_relay_client


@mcp.tool()
async def flip_switch(switch: str) -> str:
    client = await get_relay_client()
    return await client.flip(switch)

