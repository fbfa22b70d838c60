from mcp.server.fastmcp import FastMCP

from vault.client import Ledger, ScopedClient, Token, VaultClient, VaultSession

mcp = FastMCP("vault")


@mcp.tool()
async def read_secret(name: str) -> str:
    async with VaultClient("https://vault.local") as client:
        return await client.read_secret(name)


@mcp.tool()
async def list_secrets(prefix: str) -> list:
    async with ScopedClient("https://vault.local") as client:
        return await client.list_secrets(prefix)


@mcp.tool()
def record(entry: str) -> int:
    with Ledger() as ledger:
        return ledger.append(entry)


@mcp.tool()
async def session_read(name: str) -> str:
    async with VaultSession() as session:
        return await session.read_secret(name)


@mcp.tool()
async def renew_token() -> str:
    async with Token() as token:
        return await token.renew()
