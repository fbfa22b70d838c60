"""Tools with no try: what they raise reaches the dispatcher."""

from typing import Any

from mcp.types import TextContent

from .base import BaseTool


class CountTool(BaseTool):
    @property
    def name(self) -> str:
        return "count_devices"

    async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
        kind = arguments.get("kind", "all")
        if kind not in ("all", "servers"):
            raise ValueError(f"unknown kind {kind}")  # want: raisederror
        devices = await self.client.get(f"devices?kind={kind}")
        return [TextContent(type="text", text=str(len(devices)))]


class CountByOrgTool(CountTool):
    """An override below an override: its execute is a tool too."""

    @property
    def name(self) -> str:
        return "count_devices_by_org"

    async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
        org = arguments.get("org")
        if not org:
            raise ValueError("org is required")  # want: raisederror
        return [TextContent(type="text", text=org)]
