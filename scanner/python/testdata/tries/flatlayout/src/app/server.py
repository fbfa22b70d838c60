"""The server puts src/ on sys.path and imports the handlers by their module name alone."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))

from actions import press_key  # noqa: E402
from mcp.server.fastmcp import FastMCP  # noqa: E402

mcp = FastMCP("keys")


@mcp.tool()
def press(key: str) -> str:
    return press_key(key)  # want: softerror related=src/actions.py:6
