"""Steps of the look-alike registry: nothing here is an MCP tool."""

from fastmcp import Context

from . import client
from .registry import AgentServer

planner = AgentServer("planner")


@planner.tool()
async def plan(ctx: Context, goal: str) -> list:
    # Fine: AgentServer does not derive from FastMCP, so this is no MCP tool.
    if goal == "?":
        raise ValueError("goal is unclear")
    if goal == "!":
        return "Error: goal is not allowed"
    return client.plan_step(goal)
