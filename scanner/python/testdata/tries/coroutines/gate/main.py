from mcp.server.fastmcp import FastMCP

from .core.state import GateState

mcp = FastMCP("gate")
gate_state = GateState()

from .domains import alarms, doors, locks  # noqa: E402,F401
