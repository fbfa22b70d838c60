import httpx
from mcp.server.fastmcp import FastMCP

from .auth import AuthManager, Signer
from .client import ApiClient, SignedClient
from .limits import LimitedClient

mcp = FastMCP("keys")
client = ApiClient(AuthManager(), httpx.AsyncClient())
signed = SignedClient(Signer())
limited = LimitedClient()


@mcp.tool()
async def fetch(path: str) -> dict:
    return await client.get(path)


@mcp.tool()
async def fetch_plain(path: str) -> dict:
    return await client.plain(path)


@mcp.tool()
async def fetch_quiet(path: str) -> dict:
    return await client.quiet(path)  # want: softerror


@mcp.tool()
async def fetch_raw(path: str) -> dict:
    return await client.fetch(path)


@mcp.tool()
def send(body: str) -> str:
    return signed.send(body)


@mcp.tool()
async def fetch_limited(path: str) -> str:
    return await limited.get(path)


@mcp.tool()
async def fetch_mixed(path: str) -> str:
    return await limited.get_mixed(path)
