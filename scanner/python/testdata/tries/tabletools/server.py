"""Builds the server and the bench subclasses that register their tools on it."""

from mcp.server.fastmcp import FastMCP

from bench.tools.reels import ReelTools
from bench.tools.spools import SpoolTools
from bench.tools.tension import TensionTools

mcp = FastMCP("bench")
ReelTools(mcp)
SpoolTools(mcp)
TensionTools(mcp, None)

if __name__ == "__main__":
    mcp.run()
