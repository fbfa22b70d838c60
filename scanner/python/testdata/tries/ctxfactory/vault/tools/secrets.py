from vault.context import ToolContext
from vault.registry import register_tool


def register(mcp, ctx: ToolContext) -> None:
    client = ctx.client

    @register_tool(mcp, "read_secret")
    async def read_secret(path: str) -> str:
        return await client.secrets.read(path)

    @register_tool(mcp, "audit_secret")
    async def audit_secret(path: str) -> str:
        # Fine: nothing says what the context's audit member holds.
        return await ctx.audit.record(path)
