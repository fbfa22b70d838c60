"""Tools wrapped in the decorators of metrics.py."""

import json

from mcp.server.fastmcp import FastMCP

from .metrics import counted, lifted, logged, recorded, sampled, stacked, timed, traced

mcp = FastMCP("studio")


@mcp.tool()
@timed("render")
def render(scene: str) -> str:
    """Render a scene."""
    try:
        return json.dumps({"scene": scene})
    except Exception as e:
        logger_note = str(e)
        return f"Error rendering: {logger_note}"  # want: softerror


@mcp.tool()
@timed("export")
async def export(scene: str, path: str = "") -> str:
    if not path:
        return "Error: a path is required"  # want: softerror
    try:
        with open(path, "w") as f:
            f.write(scene)
        return "exported"
    except Exception as e:
        print(f"export failed: {e}")
        return f"Error exporting: {e}"  # want: softerror


@mcp.tool()
@counted("publish")
def publish(scene: str) -> str:
    if not scene:
        raise ValueError("a scene is required")  # want: raisederror
    return "published"


@mcp.tool()
@counted("archive")
def archive(scene: str) -> str:
    try:
        return "archived " + scene
    except Exception as e:
        return f"Error archiving: {e}"  # want: softerror


@mcp.tool()
@traced
def preview(scene: str) -> str:
    try:
        return scene.upper()
    except Exception as e:
        return f"Error previewing: {e}"  # want: softerror


@mcp.tool()
@stacked
@timed("share")
def share(scene: str) -> str:
    try:
        return "shared " + scene
    except Exception as e:
        return f"Error sharing: {e}"  # want: softerror


@mcp.tool()
@logged("draft")
def draft(scene: str) -> str:
    if not scene:
        raise ValueError("a scene is required")  # want: raisederror
    return "drafted"


@mcp.tool()
@logged("sketch")
async def sketch(scene: str) -> str:
    try:
        return "sketched " + scene
    except Exception as e:
        import traceback

        print(traceback.format_exc())
        return f"Error sketching: {e}"  # want: softerror


@mcp.tool()
@sampled
def sample(scene: str) -> str:
    if not scene:
        raise ValueError("a scene is required")  # want: raisederror
    return "sampled"


@mcp.tool()
@logged("lift")
@lifted
def lift(scene: str) -> str:
    try:
        return "lifted " + scene
    except Exception as e:
        return f"Error lifting: {e}"  # want: softerror


@mcp.tool()
@recorded("record")
def record(scene: str) -> str:
    return "recorded " + scene


@mcp.tool()
@logged("stamp")
@recorded("stamp")
def stamp(scene: str) -> str:
    # recorded gives a plain function a plain wrapper: logged above it sees a plain function,
    # and only its sync_wrapper runs.
    if not scene:
        raise ValueError("a scene is required")  # want: raisederror
    return "stamped"
