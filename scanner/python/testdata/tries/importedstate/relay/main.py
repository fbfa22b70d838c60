from mcp.server.fastmcp import FastMCP

from .core.state import RelayState

mcp = FastMCP("relay")
relay_state = RelayState()

from .domains import switches  # noqa: E402,F401
