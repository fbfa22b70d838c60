from typing import Any, cast

from harbor.berths import BerthProtocol
from harbor.typing_helpers import ToolHost


def register_assign_tool(mcp: Any, *, backend: BerthProtocol) -> None:
    # The cast only renames the server for the type checker: the tool is registered on mcp.
    host = cast(ToolHost, mcp)

    @host.tool(name="harbor.assign")
    async def assign_berth(vessel: str) -> dict:
        return backend.assign(vessel)
