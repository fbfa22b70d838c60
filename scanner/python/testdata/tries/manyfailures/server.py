"""A dispatcher with twelve failing returns, as a low-level server's execute_tool has: the one
finding at the tool's return names every one of them, not the first eight."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("many")


def dispatch(name: str, arg: str) -> str:
    if name == "a":
        return "Error: a is not configured"
    if name == "b":
        return "Error: b is not configured"
    if name == "c":
        return "Error: c is not configured"
    if name == "d":
        return "Error: d is not configured"
    if name == "e":
        return "Error: e is not configured"
    if name == "f":
        return "Error: f is not configured"
    if name == "g":
        return "Error: g is not configured"
    if name == "h":
        return "Error: h is not configured"
    if name == "i":
        return "Error: i is not configured"
    if name == "j":
        return "Error: j is not configured"
    try:
        return arg.upper()
    except ValueError as e:
        return f"Error: {e}"
    except Exception as e:
        return f"Error running {name}: {e}"


@mcp.tool()
def run(name: str, arg: str) -> str:
    """Runs one named action."""
    return dispatch(name, arg)  # want: softerror related=server.py:11,server.py:13,server.py:15,server.py:17,server.py:19,server.py:21,server.py:23,server.py:25,server.py:27,server.py:29,server.py:33,server.py:35
