"""The base of the handlers: it wraps what it is given in a text block, without isError."""
import json
from typing import Any

import mcp.types as types


class BaseHandler:
    def _format_error(self, message: str) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=message)]

    def _format_response(self, data: Any) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=json.dumps(data))]

    async def _guarded(self, func, context: str = "operation"):
        try:
            return True, await func(), None
        except Exception as e:
            return False, None, f"Error during {context}: {e}"

    def _plain(self, value: str):
        return True, value, "fine"
