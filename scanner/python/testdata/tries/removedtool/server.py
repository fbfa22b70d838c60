"""A tool the module removes as it loads, by name, is not exposed; one it removes only when a
function runs, or by a computed name, still is."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("vault")
SECRETS: dict[str, str] = {}


@mcp.tool()
def debug_dump(key: str) -> str:
    try:
        return SECRETS[key]
    except KeyError as e:
        # Fine: removed below, no client can call it.
        return f"Error dumping {key}: {e}"


@mcp.tool()
def read_secret(key: str) -> str:
    try:
        return SECRETS[key]
    except KeyError as e:
        return f"Error reading {key}: {e}"  # want: softerror


@mcp.tool()
def rotate_secret(key: str) -> str:
    try:
        SECRETS[key] = SECRETS[key][::-1]
        return "rotated"
    except KeyError as e:
        return f"Error rotating {key}: {e}"  # want: softerror


def lock_down() -> None:
    mcp.remove_tool("rotate_secret")


mcp.remove_tool("debug_dump")
