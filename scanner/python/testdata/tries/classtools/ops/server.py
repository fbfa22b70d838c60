"""A python-sdk 1.x low-level server whose tools are instances of BaseTool's subclasses: the
registry keeps each one's bound execute by tool name, and call_tool calls the one it looks up."""

import logging
from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .client import OpsClient
from .tools.alerts import GetAlertsTool
from .tools.base import ExportRegistry, ToolRegistry
from .tools.counts import CountByOrgTool, CountTool

log = logging.getLogger("ops")


class OpsServer:
    def __init__(self):
        self.client = OpsClient("https://ops.example")
        self.tool_registry = ToolRegistry()
        self.exports = ExportRegistry()
        self.server = Server("ops")
        self.tool_registry.register(GetAlertsTool(self.client))
        self.tool_registry.register(CountTool(self.client))
        self.tool_registry.register(CountByOrgTool(self.client))
        self._register_session_tools()
        self._register_handlers()

    def export(self, fmt: str, rows: list) -> str:
        writer = self.exports.writer(fmt)
        return writer(rows)

    def _register_session_tools(self) -> None:
        # Tool classes defined where they are registered are the module's classes: their
        # execute overrides BaseTool's as a top-level class's would.
        from .tools.base import BaseTool

        class ResetSessionTool(BaseTool):
            name = "reset_session"

            async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
                try:
                    self.client.reset()
                    return [TextContent(type="text", text="Session reset")]
                except Exception as e:
                    return [TextContent(type="text", text=f"Error resetting session: {e}")]  # want: softerror

        self.tool_registry.register(ResetSessionTool(self.client))

    def export_formats(self, fmt: str) -> list:
        # Two classes of one name in two functions: neither is the module's class, so neither
        # derives from BaseTool here and the second's execute is no tool.
        from .tools.base import BaseTool

        class Formatter(BaseTool):
            async def execute(self, arguments):
                return f"Error: {fmt}"

        return [Formatter()]

    def export_more(self, fmt: str) -> list:
        from .tools.base import BaseTool

        class Formatter(BaseTool):
            async def execute(self, arguments):
                return f"Error: unknown format {fmt}"

        return [Formatter()]

    def _register_handlers(self) -> None:
        @self.server.call_tool()
        async def handle_call_tool(name: str, arguments: dict[str, Any] | None) -> list[TextContent]:
            handler = self.tool_registry.get_handler(name)
            if not handler:
                raise ValueError(f"Tool '{name}' not found")  # want: raisederror
            try:
                return await handler(arguments or {})
            except Exception as e:
                log.error(f"tool {name} failed: {e}")
                # Related: what the execute methods of the registered classes raise, and the
                # client's raise behind CountTool's call (BaseTool's __init__ annotates it).
                raise RuntimeError(f"Tool execution failed: {e}")  # want: raisederror related=ops/client.py:18,ops/tools/counts.py:18,ops/tools/counts.py:19,ops/tools/counts.py:33
