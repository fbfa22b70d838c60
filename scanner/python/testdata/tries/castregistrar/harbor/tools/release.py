from typing import Any

from harbor.berths import BerthProtocol


def register_release_tool(mcp: Any, backend: BerthProtocol) -> None:
    @mcp.tool()
    def release_berth(vessel: str) -> dict:
        # backend is passed by position from a module that imports this function from the package.
        return backend.release(vessel)
