"""The server module: it creates the instance and hands it to each feature's register_tools."""

from mcp.server.fastmcp import FastMCP

from notes import tools

mcp = FastMCP("notes")
tools.register_tools(mcp)

DATA = {"readme": "# notes"}


def as_text(fn):
    """The project's wrapper: it turns what the handler returns into text content."""

    def run(**kwargs):
        return str(fn(**kwargs))

    return run


def lookup(key: str) -> str:
    if key not in DATA:
        return f"Unknown key {key}"  # want: softerror shape=prose-only
    return DATA[key]


mcp.add_tool(as_text(lookup))
tools.register_senders(mcp)
