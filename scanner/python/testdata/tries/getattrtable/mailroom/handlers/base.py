"""The base of the handlers: it wraps what it is given in a text block, without isError."""
import json
from typing import Any

import mcp.types as types


class BaseHandler:
    def _format_error(self, message: str) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=message)]

    def _format_response(self, data: Any) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=json.dumps(data))]
