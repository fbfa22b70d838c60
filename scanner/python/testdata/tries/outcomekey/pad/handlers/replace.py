import json

from mcp.types import TextContent

from .base import Handler


class ReplaceHandler(Handler):
    """Inherits the base's __init__, which builds the editor its methods call."""

    async def run_tool(self, arguments: dict) -> list[TextContent]:
        path = arguments["path"]
        result = await self.editor.replace(path, arguments["text"])
        result = {path: result}
        return [TextContent(type="text", text=json.dumps(result))]
