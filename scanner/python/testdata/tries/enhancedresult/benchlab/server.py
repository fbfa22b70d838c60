"""A low-level dispatcher that passes each helper's result through another module's function
that returns a copy of it with members added, then serializes it as text."""

import json

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from benchlab.helpers import enhance_response, format_error, summarize
from benchlab.link import connect_link, link_stats, link_status
from benchlab.router import route

server = Server("benchlab")


@server.call_tool()
async def handle_tool(name: str, arguments: dict) -> list[TextContent]:
    try:
        if name == "link_status":
            result = link_status()
            result = enhance_response(result, name)
            return [TextContent(type="text", text=json.dumps(result, indent=2))]  # want: softerror
        if name == "connect_link":
            result = connect_link()
            result = enhance_response(result, name)
            return [TextContent(type="text", text=json.dumps(result))]  # want: softerror
        if name == "link_stats":
            result = link_stats()
            # summarize computes from link_stats's value and hands none of it on: no finding.
            result = summarize(result, name)
            return [TextContent(type="text", text=json.dumps(result))]
        if name.startswith("routed_"):
            # route hands connect_link's failure on through enhance_response.
            return route(name[len("routed_"):])  # want: softerror
        return []
    except Exception as e:
        # format_error builds {"error": str(e), ...} from the caught exception.
        error_response = format_error(e, context={"tool_name": name})
        error_response["tool"] = name
        return [TextContent(type="text", text=json.dumps(error_response, indent=2))]  # want: softerror
