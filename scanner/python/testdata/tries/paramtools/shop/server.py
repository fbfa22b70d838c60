from fastmcp import FastMCP

from shop import register_order_tools  # through the package
from shop.audit import build

mcp = FastMCP("shop")
register_order_tools(mcp, object())

if __name__ == "__main__":
    build()
    mcp.run()
