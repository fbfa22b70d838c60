from contextlib import asynccontextmanager

from mcp.server.fastmcp import FastMCP

from .context import VaultContext
from .providers.local import FileAuditLog, LocalSecretStore
from .tools.secrets import audit_secret, fetch_secret


@asynccontextmanager
async def vault_lifespan(server):
    context = VaultContext(store=LocalSecretStore("/var/vault"), audit=FileAuditLog())
    yield context


mcp = FastMCP("vault", lifespan=vault_lifespan)
mcp.add_tool(fetch_secret)
mcp.add_tool(audit_secret)
