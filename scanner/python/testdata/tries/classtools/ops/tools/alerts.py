"""Tools that answer their failures as text, and an exporter no tool runs."""

from typing import Any

from mcp.types import TextContent

from .base import BaseTool, Exporter


class GetAlertsTool(BaseTool):
    @property
    def name(self) -> str:
        return "get_alerts"

    async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
        try:
            alerts = await self.client.get("alerts")
            return [TextContent(type="text", text=str(alerts))]
        except Exception as e:
            return [TextContent(type="text", text=f"Error getting alerts: {e}")]  # want: softerror


class CsvExporter(Exporter):
    name = "csv"

    def write(self, rows: list) -> str:
        if not rows:
            raise ValueError("nothing to export")
        return "\n".join(",".join(map(str, r)) for r in rows)


class Summary:
    """Not a tool class: its execute is nobody's tool."""

    async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
        raise RuntimeError("not a tool")
