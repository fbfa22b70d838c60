from mcp.server.fastmcp import FastMCP

from orchard.tools import register_tools

mcp = FastMCP("orchard")
register_tools(mcp)

if __name__ == "__main__":
    mcp.run()
