from fastmcp import FastMCP

from vault.client import Client
from vault.context import ToolContext
from vault.tools import secrets

mcp = FastMCP("vault")
secrets.register(mcp, ToolContext(client=Client("https://vault"), audit=None))
