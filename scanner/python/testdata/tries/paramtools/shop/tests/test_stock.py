from fastmcp import FastMCP

from shop.stock import register_stock_tools


def test_restock():
    register_stock_tools(FastMCP("t"), None)
