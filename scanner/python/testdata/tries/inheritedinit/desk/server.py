from mcp.server.fastmcp import FastMCP

from .api import create_client
from .tools.mirror import MirrorTools
from .tools.tickets import ArchiveTools, LocalTools, TicketTools


class DeskServer:
    def __init__(self, url=None):
        self.client = create_client(url)
        self.mcp = FastMCP("desk")
        self.tickets = TicketTools(self.client)
        self.archive = ArchiveTools(load_store())
        self.local = LocalTools(self.client)
        self.mirror = MirrorTools(load_store())
        self.register()

    def register(self):
        self.mcp.tool()(self.tickets.list_tickets)
        self.mcp.tool()(self.tickets.count_tickets)
        self.mcp.tool()(self.archive.list_archive)
        self.mcp.tool(name="list_local_archive")(self.local.list_archive)
        self.mcp.tool(name="list_mirror_archive")(self.mirror.list_archive)


def load_store():
    return None
