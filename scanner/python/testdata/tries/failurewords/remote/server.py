"""A remote-control server whose failure texts say what went wrong without an error word: a
run that made nothing, a value that breaks a rule of its form, a discovery that found nothing
beside how to set it up."""

import os
import subprocess

from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

mcp = FastMCP("remote")


@mcp.tool()
def take_snapshot(path: str) -> str:
    """Take a snapshot of the screen."""
    subprocess.run(["snap", path], check=False)
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        # BAD: the run took back: nothing was made.
        return "Snapshot command succeeded but produced no output."  # want: softerror shape=prose-only
    return path


@mcp.tool()
def run_command(cmd: str) -> str:
    """Run a shell command."""
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
    if not out:
        # Fine: a command that prints nothing has done its work.
        return "Command executed successfully but produced no output"
    return out


@mcp.tool()
def save_recipe(name: str, steps: list[dict], entry: bool = False) -> str:
    """Save a recipe of steps."""
    if entry and steps and steps[0].get("action") != "launch":
        # BAD: a validation failure, said as a rule of the value's form.
        return "Entry recipes must start with a launch step."  # want: softerror shape=prose-only
    return f"Saved {name}"


@mcp.tool()
def recipe_rules() -> str:
    """Describe the rules of recipes."""
    # Fine: the rules, asked for, outside any failure branch.
    return "Entry recipes must start with a launch step."


@mcp.tool()
def refresh_session(browser: str = "auto") -> str:
    """Refresh the session from a logged-in browser."""
    found = _discover(browser)
    if not found:
        # BAD: nothing found, and how to set it up: the refresh failed.
        return (  # want: softerror shape=prose-only
            "Auto-discovery did not find a browser with a valid session. "
            "Log into the site in Chrome or Edge, then retry."
        )
    return f"Session refreshed from {found}"


@mcp.tool()
def find_devices(prefix: str) -> str:
    """Find devices whose name starts with a prefix."""
    found = [d for d in _devices() if d.startswith(prefix)]
    if not found:
        # Fine: an empty answer, with a hint to search otherwise.
        return f"The scan did not find devices named {prefix}*. Try a shorter prefix."
    return "\n".join(found)


@mcp.tool()
def read_cell(index: int) -> list:
    """Read a cell of the active notebook."""
    active = os.environ.get("ACTIVE_NOTEBOOK")
    if not active:
        # BAD: none active, and what to call first: the read did not happen.
        return ["No active notebook. Use the use_notebook tool to activate a notebook first."]  # want: softerror shape=prose-only
    cells = active.split(";")
    if index >= len(cells):
        # BAD: the index the caller gave is out of range.
        return f"Cell index {index} is out of range. Notebook has {len(cells)} cells."  # want: softerror shape=prose-only
    return cells[index]


@mcp.tool()
def list_cells(query: str) -> str:
    """List the cells that match a query."""
    cells = [c for c in os.environ.get("CELLS", "").split(";") if query in c]
    if not cells:
        # Fine: an empty answer with a hint to search otherwise, not a step to take first.
        return "No matching cells. Use a shorter query."
    return "\n".join(cells)


def _discover(browser: str) -> str:
    return os.environ.get("SESSION_BROWSER", "")


def _devices() -> list[str]:
    return os.environ.get("DEVICES", "").split(",")


@mcp.tool()
def tag_cell(index: int, tag: str = "") -> str:
    """Tag a cell of the active notebook."""
    if not tag:
        # BAD: the name of what the call lacks and "required", without "is".
        return "tag required"  # want: softerror shape=prose-only
    if tag == "?":
        # Fine: no name before the word: nothing is missing.
        return "No changes required"
    return f"Tagged cell {index} with {tag}"


def _kind_of(path: str) -> str:
    return os.environ.get("KIND_" + path, "")


@mcp.tool()
def rename_folder(folder_id: str, name: str) -> list[TextContent]:
    """Rename a folder of the drive."""
    if _kind_of(folder_id) != "folder":
        # BAD: the item given is not of the kind the call needs, in the failure branch.
        error_msg = f"Item with ID {folder_id} is not a folder."
        return [TextContent(type="text", text=error_msg)]  # want: softerror related=126
    if not name:
        # Fine: "is not a" names no kind of thing the call needs.
        return [TextContent(type="text", text="This is not a problem: the name stays.")]
    return [TextContent(type="text", text=f"Renamed {folder_id} to {name}")]
