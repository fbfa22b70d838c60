"""The entry point: it keeps the shop's essential tools and removes the others as it loads."""

from .app import mcp
from .tools import catalog  # noqa: F401

ESSENTIAL_TOOLS = frozenset(
    {
        "search",
        "inventory_audit",
        "report",
        "quick_lookup",
    }
)


def _keep_essential_tools() -> None:
    registered = mcp._tool_manager.list_tools()
    for tool in registered:
        if tool.name not in ESSENTIAL_TOOLS:
            mcp.remove_tool(tool.name)


_keep_essential_tools()


def main() -> None:
    mcp.run()
