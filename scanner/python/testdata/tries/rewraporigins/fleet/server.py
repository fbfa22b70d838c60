"""Each tool rewraps what the service raises as a ToolError: the finding is the rewrap (the fix
goes there), and its related places are the raises behind it, in the functions its try calls."""

import requests
from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

from .manager import Fleet


def build(fleet: Fleet) -> FastMCP:
    mcp = FastMCP("fleet")

    @mcp.tool()
    async def list_ships() -> dict:
        try:
            return await fleet.list_ships()
        except requests.exceptions.RequestException as e:
            # Nothing of the root raises a RequestException: no origin to name.
            raise ToolError("fleet API unreachable") from e  # want: raisederror related=none
        except Exception as e:
            raise ToolError("listing ships failed") from e  # want: raisederror related=fleet/manager.py:11,fleet/client.py:38,fleet/client.py:27,fleet/client.py:20,fleet/client.py:23,fleet/client.py:39,fleet/client.py:35

    @mcp.tool()
    async def launch(name: str, size: int = 1) -> dict:
        try:
            if size > 100:
                # Fine: its clause raises a ToolError in its place, which names it.
                raise ValueError("a fleet holds at most 100 ships")
            return await fleet.launch(name, size)
        except ValueError as e:
            # Only the ValueErrors: the tool's own, the client's validations, the zone check.
            raise ToolError(f"cannot launch: {e}") from e  # want: raisederror related=29,fleet/manager.py:15,fleet/client.py:43,fleet/client.py:45,fleet/client.py:46,fleet/zones.py:6
        except Exception as e:
            raise ToolError("launch failed") from e  # want: raisederror related=fleet/manager.py:15,fleet/client.py:47,fleet/client.py:27,fleet/client.py:20,fleet/client.py:23,fleet/client.py:48,fleet/client.py:35

    @mcp.tool()
    async def count_ships() -> int:
        try:
            return await fleet.count()
        except Exception as e:
            # safe_count answers every failure with 0: nothing raises into this clause.
            raise ToolError("cannot count ships") from e  # want: raisederror related=none

    return mcp
