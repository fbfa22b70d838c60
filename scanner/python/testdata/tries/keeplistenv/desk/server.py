"""Keep-lists the module cannot read: a set from the environment keeps every tool; a loop
that removes the names in a literal set removes only those."""

import os

from .app import mcp

ENABLED = set(os.environ.get("DESK_TOOLS", "open_ticket").split(","))
HIDDEN = ["debug_tickets"]

for tool in list(mcp._tool_manager.list_tools()):
    if tool.name not in ENABLED:
        mcp.remove_tool(tool.name)

for name in list(mcp._tool_manager._tools.keys()):
    if name in HIDDEN:
        mcp.remove_tool(name)
