"""A tool module whose answers never fail."""

import json

from hub.base import BaseTool


class ClockTools(BaseTool):
    async def call_tool(self, name: str, arguments: dict) -> str:
        return json.dumps({"now": "12:00"})
