"""Handlers kept from a low-level server: each answers with a list of content blocks."""

import json

from mcp import types


async def handle_open_deal(board: str, client, stage=None, owner=None) -> list[types.TextContent]:
    if stage is None and owner is None:
        return [types.TextContent(type="text", text="Set either stage or owner, but not both.")]
    try:
        deal = client.open(board, stage or owner)
        return [types.TextContent(type="text", text=f"Opened deal {deal['id']}")]
    except Exception as e:
        return [types.TextContent(type="text", text=f"Error opening deal: {e}")]


async def handle_get_deal(deal_id: str, client) -> list[types.TextContent]:
    deal = client.get(deal_id)
    return [types.TextContent(type="text", text=json.dumps(deal))]


async def handle_close_deal(deal_id: str, client) -> dict:
    try:
        client.close(deal_id)
        return {"closed": deal_id}
    except Exception as e:
        return {"error": str(e)}


async def open_deal_text(board: str, client) -> str:
    blocks = await handle_open_deal(board, client)
    return blocks[0].text


async def close_deal_text(deal_id: str, client) -> str:
    blocks = await handle_close_deal(deal_id, client)
    return blocks[0].text
