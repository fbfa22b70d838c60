"""Builds the server and the bench subclasses that register their tools on it."""

from mcp.server.fastmcp import FastMCP

from bench.tools.reels import ReelTools
from bench.tools.spools import SpoolTools

mcp = FastMCP("bench")
ReelTools(mcp)
SpoolTools(mcp)

if __name__ == "__main__":
    mcp.run()
