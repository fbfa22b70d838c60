from mcp.server.fastmcp import FastMCP

from .tools.orders import cancel_order, list_orders

mcp = FastMCP("shop")


@mcp.tool()
def orders_list():
    """A method of the attribute an API client's __init__ builds (client.orders.list_orders())."""
    return list_orders()


@mcp.tool()
def orders_cancel(order_id: str):
    return cancel_order(order_id)  # want: softerror related=shop/tools/orders.py:14
