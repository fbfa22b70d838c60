from mcp.server.fastmcp import FastMCP

from backups.service import BackupService

mcp = FastMCP("backups")


@mcp.tool()
def restore_form_backup(name: str) -> dict:
    """Restore a form from its backup."""
    return BackupService("/var/backups").restore_form(name)  # want: softerror shape=unknown related=backups/service.py:14,backups/service.py:18,backups/service.py:21
