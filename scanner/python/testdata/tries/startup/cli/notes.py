"""A module that requires its own variable at import, and a script whose main requires another
but starts no server: it runs apart from the tools."""

import os
import sys

from mcp.server.fastmcp import FastMCP

NOTES_DIR = os.environ["NOTES_DIR"]

mcp = FastMCP("notes")


@mcp.tool()
def notes_dir() -> str:
    if "NOTES_DIR" not in os.environ:
        # Fine: the module reads os.environ["NOTES_DIR"] at import, before any tool exists.
        raise ValueError("NOTES_DIR is not set")
    if not os.getenv("NOTES_DIR"):
        # The import only requires it to be set; an empty value gets here.
        raise ValueError("NOTES_DIR is empty")  # want: raisederror
    if not os.getenv("NOTES_EXPORT"):
        # seed.py's main requires NOTES_EXPORT, but seed.py is a script apart from the server.
        raise ValueError("NOTES_EXPORT is not set")  # want: raisederror
    return NOTES_DIR
