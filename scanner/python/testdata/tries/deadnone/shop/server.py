"""Tests for None that come after the value was used as an object."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")
last = None


def send(cmd, params):
    return {"cmd": cmd, **params}


@mcp.tool()
def search(query: str) -> str:
    try:
        result = send("search", {"q": query})
        if "error" in result:
            return f"Error: {result['error']}"  # want: softerror
        # FINE: `in` above raised TypeError had result been None; this never runs.
        if result is None:
            return "Error: no response from the search"
        return str(result.get("items"))
    except Exception as e:
        return f"Error searching: {e}"  # want: softerror


@mcp.tool()
def lookup(key: str) -> str:
    data = send("lookup", {"k": key})
    name = data.get("name")
    # FINE: data.get above fails on None.
    if data is None:
        return "Error: nothing found"
    return name


@mcp.tool()
def rebound(key: str) -> str:
    data = send("lookup", {"k": key})
    if "error" in data:
        return f"Error: {data['error']}"  # want: softerror
    data = data.get("inner")
    # BAD: data was bound again (to what .get returned, None when missing).
    if data is None:
        return "Error: no inner record"  # want: softerror
    return str(data)


@mcp.tool()
def guarded(key: str) -> str:
    data = send("lookup", {"k": key})
    if data and "error" in data:
        return f"Error: {data['error']}"  # want: softerror
    # BAD: the use above is on the right of `and`, which a None data never evaluates.
    if data is None:
        return "Error: no record"  # want: softerror
    return str(data)


def reset():
    global last
    last = None


@mcp.tool()
def global_value(key: str) -> str:
    print(last.upper())
    reset()
    # BAD: last is a global, which the call between has set to None.
    if last is None:
        return "Error: no previous value"  # want: softerror
    return last
