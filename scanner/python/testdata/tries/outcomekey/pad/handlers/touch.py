import json

from mcp.types import TextContent

from .base import Handler


class TouchHandler(Handler):
    async def run_tool(self, arguments: dict) -> list[TextContent]:
        result = await self.editor.touch(arguments["path"])
        return [TextContent(type="text", text=json.dumps(result))]
