"""The same vault on the high-level MCPServer: a raise its tools reach becomes an isError
result "Error executing tool ...: ..."."""

from mcp.server.mcpserver import MCPServer

from .store import load_index, read_note

mcp = MCPServer("vault-high")


@mcp.tool()
def reindex(path: str) -> str:
    return f"{load_index(path)} notes"


@mcp.tool()
def read(note_id: str) -> str:
    return read_note(note_id)
