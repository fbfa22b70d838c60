"""A class whose methods are registered as tools at run time (the awslabs layout)."""

from mcp.server.fastmcp import FastMCP
from mcp.types import CallToolResult, TextContent


class StationHandler:
    def __init__(self, mcp: FastMCP, allow_writes: bool = False) -> None:
        self.allow_writes = allow_writes
        mcp.tool(name="manage_stations")(self.manage_stations)

    async def manage_stations(self, operation: str, station_id: str = "") -> CallToolResult:
        if operation == "delete" and not self.allow_writes:
            return CallToolResult(  # want: errorresult function=manage_stations uses=0
                isError=True,
                content=[TextContent(type="text", text="delete needs --allow-writes")],
            )
        try:
            return await self._run(operation, station_id)
        except TimeoutError as e:
            raise e  # want: raisederror function=manage_stations api=raise shape=prose-only

    async def _run(self, operation: str, station_id: str) -> CallToolResult:
        return CallToolResult(content=[TextContent(type="text", text=f"{operation} {station_id}")])
