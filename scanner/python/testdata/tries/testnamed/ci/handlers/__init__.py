"""Routes a tool call to its handler module."""

import json
from typing import Any

from mcp.types import TextContent

from .pipeline_test import handle_pipeline_test_tool


async def dispatch(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    if name == "pipeline_test":
        result = await handle_pipeline_test_tool(arguments)
        return [TextContent(type="text", text=json.dumps(result))]
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror context=production
