import json

from mcp.server import Server
from mcp.types import TextContent

from hub.manager import ToolsManager

server = Server("hub")
manager = ToolsManager()


def _mask(result: str) -> str:
    try:
        data = json.loads(result)
    except ValueError:
        return result
    data.pop("token", None)
    return json.dumps(data)


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict) -> list[TextContent]:
    result = await manager.call_tool(name, arguments)
    masked = _mask(result)
    return [TextContent(type="text", text=masked)]  # want: softerror related=hub/manager.py:18,hub/notes.py:16,hub/notes.py:11,hub/notes.py:21,hub/notes.py:13,hub/notes.py:28,hub/notes.py:15
