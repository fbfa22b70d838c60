"""Tool modules registered through a package function that loops over a module-level tuple of
them; the package is imported inside the function that registers."""

from fastmcp import FastMCP

mcp = FastMCP("hub")


def init_runtime() -> None:
    from . import tools

    tools.register_all(mcp)
    tools.register_more(mcp)
    tools.register_pending(mcp)
