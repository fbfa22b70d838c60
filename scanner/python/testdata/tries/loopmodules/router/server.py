"""Tool modules registered by a loop over the modules: each module's register_tools runs."""

from mcp.server.fastmcp import FastMCP

from router.gateway import Gateway
from router.tools import leases, routes, unused

mcp = FastMCP("router")
gateway = Gateway()

for module in (routes, leases):
    module.register_tools(mcp, gateway)

# unused.register_tools is named nowhere but here, outside any loop over modules: its tools
# are never registered.
_ = unused
