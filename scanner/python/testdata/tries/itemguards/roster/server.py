"""Tools of a team roster."""

from fastmcp import FastMCP

from .helpers import (
    caption,
    envelope,
    heading,
    listing,
    owner_history,
    owner_policies,
    team_members,
    team_pages,
    team_rotas,
)

mcp = FastMCP("roster")


@mcp.tool()
def list_people(names: list[str]) -> dict:
    """The kind is a literal here and in listing's caller."""
    out = envelope(names, "people")
    out.update(listing(names, 'people'))
    return out


@mcp.tool()
def titled(title: str) -> str:
    """The tool's own argument may be blank."""
    return heading(title)


@mcp.tool()
def captioned() -> str:
    """A literal of spaces is blank."""
    return caption("   ")


@mcp.tool()
async def whoami(user: dict) -> dict:
    context = {"owner": str(user.get("id", "")), "team_ids": []}
    if not context["owner"]:
        raise ValueError("user has no id")  # want: raisederror
    context["team_ids"] = [str(t) for t in user.get("teams", [])]
    if context["team_ids"]:
        context["members"] = await team_members(team_ids=context["team_ids"])
    # The item is tested, then written again before the call.
    if context["team_ids"]:
        context["team_ids"] = list(user.get("extra", []))
        context["rotas"] = await team_rotas(team_ids=context["team_ids"])
    # Another item is tested.
    if context["owner"]:
        context["pages"] = await team_pages(team_ids=context["team_ids"])
    context["policies"] = await owner_policies(owner=context["owner"])
    snapshot = dict(context)
    context["history"] = await owner_history(owner=snapshot["owner"])
    return context
