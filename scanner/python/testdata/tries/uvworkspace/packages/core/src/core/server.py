"""The workspace's own server class, and tools every server of the workspace registers."""

from mcp.server.fastmcp import FastMCP


class LedgerMCP(FastMCP):
    def add_tool(self, fn, name=None, description=None, required_scopes=None, **kwargs):
        self.scopes = required_scopes or []
        super().add_tool(fn=fn, name=name, description=description, **kwargs)


def register_common_tools(server: LedgerMCP):
    @server.tool()
    async def whoami() -> dict:
        try:
            return {"user": server.name}
        except Exception as e:
            return {"error": f"Failed to read the user: {e}"}  # want: softerror
