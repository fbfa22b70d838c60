"""Tools registered in a method, closing over self, calling the tool classes' methods."""

from mcp.server.fastmcp import FastMCP

from .tools.hosts import HostTools


class Server:
    def __init__(self, api):
        self.mcp = FastMCP("hv")
        self.hosts = HostTools(api)

        @self.mcp.tool()
        def list_hosts():
            return self.hosts.list_hosts()

        @self.mcp.tool()
        def count_hosts():
            return self.hosts.count_hosts()
