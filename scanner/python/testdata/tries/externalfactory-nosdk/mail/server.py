"""A factory named for MCP in a project whose manifests name no MCP SDK."""

from acme_core.mcp import create_mcp_app
from acme_core.store import fetch

mcp = create_mcp_app("mail")


@mcp.tool()
def mail_get(mail_id: str) -> dict:
    try:
        return fetch(mail_id)
    except Exception as e:
        # Fine: nothing says that acme_core's app is an MCP server.
        return {"ok": False, "error": str(e)}
