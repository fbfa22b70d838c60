"""Failure branches no run reaches: a test made again, an except of a try that cannot raise."""

import os

from mcp.server.fastmcp import FastMCP

from .uploads import sweep, upload

mcp = FastMCP("notes")
mcp.tool(name="upload")(upload)
mcp.tool()(sweep)


def lookup(name, where):
    return {"name": name, "where": where}


def pick(where):
    return where


@mcp.tool()
def save(title: str, where: str = "") -> dict:
    if where not in ["public", "private"]:
        return {"status": "error", "message": "bad place"}  # want: softerror
    found = lookup(title, where)
    if found:
        return {"status": "error", "message": f"{title} exists in {where}"}  # want: softerror
    # FINE: the same test left the function above and where was not bound since.
    if where not in ("public", "private"):
        return {"status": "error", "message": "bad place again"}
    return {"status": "ok"}


@mcp.tool()
def move(title: str, where: str = "") -> dict:
    if where not in ["public", "private"]:
        return {"status": "error", "message": "bad place"}  # want: softerror
    where = pick(title)
    # BAD: where was bound again between the two tests.
    if where not in ["public", "private"]:
        return {"status": "error", "message": "bad place now"}  # want: softerror
    return {"status": "ok"}


@mcp.tool()
def tag(title: str, labels: list) -> dict:
    if not labels:
        return {"status": "error", "message": "no labels"}  # want: softerror
    lookup(title, labels)
    # BAD: the call may have emptied the list in place.
    if not labels:
        return {"status": "error", "message": "labels gone"}  # want: softerror
    return {"status": "ok"}


@mcp.tool()
def archive(title: str, where: str = "") -> dict:
    if where == "trash":
        print("trash")
    # BAD: the earlier test does not leave the function.
    if where == "trash":
        return {"status": "error", "message": "cannot archive trash"}  # want: softerror
    return {"status": "ok"}


@mcp.tool()
def load(path: str) -> dict:
    try:
        if not os.path.exists(path):
            return {"status": "error", "message": f"missing: {path}"}  # want: softerror
        if not path.endswith(".md"):
            return {"status": "error", "message": "not markdown"}  # want: softerror
    except Exception as e:
        # FINE: exists catches its own errors and endswith of a str raises nothing.
        return {"status": "error", "message": str(e)}
    return {"status": "ok"}


@mcp.tool()
def read(path: str) -> dict:
    try:
        if not os.path.exists(path):
            return {"status": "error", "message": "missing"}  # want: softerror
        handle = open(path)
        handle.close()
    except Exception as e:
        # BAD: open may raise.
        return {"status": "error", "message": str(e)}  # want: softerror
    return {"status": "ok"}


@mcp.tool()
def peek(path) -> dict:
    try:
        if not path.endswith(".md"):
            return {"status": "error", "message": "not markdown"}  # want: softerror
    except Exception as e:
        # BAD: path has no str annotation; None.endswith raises AttributeError.
        return {"status": "error", "message": str(e)}  # want: softerror
    return {"status": "ok"}


_SHELF_ACTIONS = {"stack", "unstack"}


@mcp.tool()
def shelf(action: str, title: str = "") -> str:
    if action not in _SHELF_ACTIONS:
        return f"Error: invalid action {action}"  # want: softerror
    try:
        if action == "stack":
            return f"stacked {title}"
        elif action == "unstack":
            return f"unstacked {title}"
        else:
            # FINE: every action the set holds has its branch above.
            return f"Error: unhandled action {action}"
    except Exception as e:
        # FINE: the try only builds text.
        return f"Error: {e}"


@mcp.tool()
def drawer(action: str, title: str = "") -> str:
    if action not in ("open", "close", "lock"):
        return f"Error: invalid action {action}"  # want: softerror
    if action == "open":
        return f"opened {title}"
    elif action == "close":
        return f"closed {title}"
    else:
        # "lock" has no branch of its own: a run gets here.
        return f"Error: unhandled action {action}"  # want: softerror
