"""FastMCP tools that hand on the first block's text of what a handler returns."""

from fastmcp import FastMCP

from crm.deals import close_deal_text, handle_close_deal, handle_get_deal, handle_open_deal, open_deal_text

mcp = FastMCP("crm")


def get_client():
    return object()


@mcp.tool()
async def open_deal(board: str, stage: str = None) -> str:
    try:
        result = await handle_open_deal(board, get_client(), stage)
        # BAD: the handler's failure text leaves as the tool's successful answer.
        return result[0].text  # want: softerror related=crm/deals.py:10,crm/deals.py:15
    except Exception as e:
        return f"Error opening deal: {e}"  # want: softerror


@mcp.tool()
async def open_deal_inline(board: str) -> str:
    # BAD: the same, without the variable.
    return (await handle_open_deal(board, get_client()))[0].text  # want: softerror related=crm/deals.py:10,crm/deals.py:15


@mcp.tool()
async def get_deal(deal_id: str) -> str:
    # FINE: the handler returns no failure (its errors raise, and fastmcp sends isError).
    result = await handle_get_deal(deal_id, get_client())
    return result[0].text


@mcp.tool()
async def close_deal(deal_id: str) -> str:
    # FINE for softerror: an error object has no [0].text; the tool would fail on it instead.
    result = await handle_close_deal(deal_id, get_client())
    return result[0].text


@mcp.tool()
async def open_deal_text_tool(board: str) -> str:
    # BAD: a function of the root hands on the first block's text, and the tool returns it.
    text = await open_deal_text(board, get_client())
    return text  # want: softerror related=crm/deals.py:10,crm/deals.py:15,crm/deals.py:32


@mcp.tool()
async def close_deal_text_tool(deal_id: str) -> str:
    # FINE for softerror: the text of an error object's first block is no failure text.
    return await close_deal_text(deal_id, get_client())
