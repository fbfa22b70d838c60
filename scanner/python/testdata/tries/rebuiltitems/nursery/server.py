"""A low-level server that hands each call to an action and rebuilds its content."""
from typing import Any

from mcp.server import Server
from mcp.types import CallToolResult, TextContent, Tool

from .actions import prune_plant, repot_plant, water_plant

server = Server("nursery")


def label_plant(plant: str) -> dict[str, Any]:
    if len(plant) > 40:
        return {"content": [{"type": "text", "text": "Label too long"}], "isError": True}
    return {"content": [{"type": "text", "text": f"Label printed for {plant}"}]}


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [Tool(name=n, description=n, inputSchema={"type": "object"}) for n in ("water", "prune", "repot", "move", "label")]


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent] | CallToolResult:
    if name == "water":
        result = await water_plant(arguments.get("plant", ""), arguments.get("litres", 1.0))
        return [  # want: softerror related=nursery/actions/water.py:15,nursery/actions/water.py:19
            TextContent(type="text", text=item["text"])
            for item in result.content
        ]
    if name == "label":
        printed = label_plant(arguments.get("plant", ""))
        return [TextContent(type="text", text=block["text"]) for block in printed["content"]]  # want: softerror related=nursery/server.py:14
    if name == "prune":
        # FINE: pruning never flags a failure.
        result = prune_plant(arguments.get("plant", ""))
        return [TextContent(type="text", text=item["text"]) for item in result.content]
    if name == "repot":
        outcome = await repot_plant(arguments.get("plant", ""), arguments.get("pot", ""))
        if outcome.is_error:
            # FINE: the failure is raised, which the SDK answers with isError.
            raise ValueError(outcome.content[0]["text"])  # want: raisederror
        return [TextContent(type="text", text=item["text"]) for item in outcome.content]
    # FINE: the flag goes on with the items.
    moved = await repot_plant(arguments.get("plant", ""), "large")
    return CallToolResult(
        content=[TextContent(type="text", text=item["text"]) for item in moved.content],
        isError=moved.is_error,
    )
