"""A dispatcher of another module that the server's handler calls: no tool itself, it passes
each helper's result through enhance_response before it serializes it."""

import json

from mcp.types import TextContent

from benchlab.helpers import enhance_response, summarize
from benchlab.link import connect_link, link_stats


def route(name: str) -> list[TextContent]:
    if name == "connect_link":
        result = connect_link()
        result = enhance_response(result, name)
        return [TextContent(type="text", text=json.dumps(result))]
    result = link_stats()
    result = summarize(result, name)
    return [TextContent(type="text", text=json.dumps(result))]
