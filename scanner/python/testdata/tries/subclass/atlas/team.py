"""Tools on instances of subclasses of subclasses."""

from fastmcp import Context

from .derived import TeamAgents, TeamMCP

team = TeamMCP("team")
agents = TeamAgents("agents")


@team.tool()
async def assign(ctx: Context, user: str) -> str:
    if not user:
        raise ValueError("user is required")  # want: raisederror
    return f"assigned to {user}"


@agents.tool()
async def delegate(ctx: Context, user: str) -> str:
    # Fine: TeamAgents derives from AgentServer, which is no server class.
    if not user:
        raise ValueError("user is required")
    return "Error: nobody to delegate to"
