"""A low-level call_tool handler answers every tool of its server: a failure returned in its
branch for one tool is that tool's, and the softerror message names the tool (and the handler
it is registered through). The rule, line and fingerprint stay the handler's."""

from mcp import types
from mcp.server.fastmcp import FastMCP
from mcp.server.lowlevel import Server

server = Server("posters")
mcp = FastMCP("frames")

renderer_up = False


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    mode = arguments.get("mode", "")
    if name == "list_posters":
        if not arguments:
            return [types.TextContent(type="text", text="Error: no library selected")]  # want: softerror lead=list_posters
        return [types.TextContent(type="text", text="[]")]
    elif name == "render_poster":
        if not renderer_up:
            return [  # want: softerror lead=render_poster
                types.TextContent(type="text", text="Failed to render: the renderer is not running"),
            ]
        if mode == "draft":
            # A test of another variable inside the branch: still render_poster's.
            return [types.TextContent(type="text", text="Error: drafts are disabled")]  # want: softerror lead=render_poster
        return [types.TextContent(type="text", text="rendered")]
    elif "apply_poster" == name:
        return [types.TextContent(type="text", text="Error: nothing to apply")]  # want: softerror lead=apply_poster
    elif name in ("crop_poster", "scale_poster"):
        # Fine to name the handler: the branch answers two tools.
        return [types.TextContent(type="text", text="Error: no image")]  # want: softerror lead=call_tool
    elif mode == "delete_poster":
        # Fine to name the handler: the test is of an argument, not of the tool name.
        return [types.TextContent(type="text", text="Error: cannot delete")]  # want: softerror lead=call_tool
    else:
        # Fine to name the handler: the final else answers every other name.
        return [types.TextContent(type="text", text=f"Error: unknown tool {name}")]  # want: softerror lead=call_tool


@server.call_tool()
async def call_tool_else(name: str, arguments: dict) -> list[types.TextContent]:
    if name != "archive_poster":
        # Fine to name the handler: the body of `!=` answers every other tool.
        return [types.TextContent(type="text", text="Error: unsupported")]  # want: softerror lead=call_tool_else
    if name == "archive_poster":
        pass
    else:
        # Fine to name the handler: the else of a test of the tool name.
        return [types.TextContent(type="text", text="Error: unsupported tool")]  # want: softerror lead=call_tool_else
    return [types.TextContent(type="text", text="archived")]


async def call_tool_match(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
    match params.name:
        case "pin_poster":
            if not params.arguments:
                return types.CallToolResult(content=[types.TextContent(type="text", text="Error: nothing to pin")])  # want: softerror lead=pin_poster
            return types.CallToolResult(content=[types.TextContent(type="text", text="pinned")])
        case "unpin_poster" if renderer_up:
            # Fine to name the handler: a guarded case may fall to the next.
            return types.CallToolResult(content=[types.TextContent(type="text", text="Error: still rendering")])  # want: softerror lead=call_tool_match
        case _:
            # Fine to name the handler: the wildcard answers every other name.
            return types.CallToolResult(content=[types.TextContent(type="text", text="Error: unknown tool")])  # want: softerror lead=call_tool_match


pins = Server("pins", on_call_tool=call_tool_match)


@mcp.tool()
def frame_poster(name: str) -> str:
    """A FastMCP tool whose parameter is called name: its tests are of an argument."""
    if name == "gilt":
        return "Error: gilt frames are sold out"  # want: softerror lead=frame_poster
    return "framed"
