from mcp.server.fastmcp import FastMCP

from shop.db import Store
from shop.manager import Manager

app = FastMCP("shop")
store = Store()
manager = Manager(store)


@app.tool()
async def orders(name: str) -> str:
    return await manager.orders.call_tool(name)  # want: softerror related=shop/tools/orders.py:20,shop/tools/orders.py:19,shop/tools/orders.py:23,shop/db.py:6


@app.tool()
async def notes(name: str) -> str:
    return await manager.notes.call_tool(name)
