"""Tools whose parameters FastMCP validates with pydantic, from their annotations, before the
function runs: a required `owner: str` is a str, never None; an `Optional[str]` is a str or None.
What the tools hand on unchanged, through the service, meets the client's checks already."""

from typing import Annotated, Any, Literal, Optional

from mcp.server.fastmcp import FastMCP
from pydantic import Field

from .service import Vaults

mcp = FastMCP("vault")
vaults = Vaults()


@mcp.tool()
async def open_vault(
    owner: str,
    label: str,
    slots: int = 1,
    copy_from: Optional[str] = None,
    plan: Literal["basic", "team"] = "basic",
    note: Annotated[str, Field(description="a note for the audit log")] = "",
) -> dict:
    return await vaults.open(owner=owner, label=label, slots=slots, copy_from=copy_from, plan=plan, note=note)


@mcp.tool()
async def rename_vault(vault_id: str = Field(..., description="the vault"), label: str | None = None) -> dict:
    # Handed on by position.
    return await vaults.rename(vault_id, label)


@mcp.tool()
async def tag_vault(vault_id: str, tags: list[str], meta: dict[str, str] = Field(None)) -> dict:
    return await vaults.tag(vault_id, tags, meta)


@mcp.tool()
async def seal_vault(vault_id: Any, reason) -> dict:
    # Any and no annotation say nothing of the value.
    return await vaults.seal(vault_id, reason)


@mcp.tool()
async def move_vault(vault_id: str, region: str) -> dict:
    region = region.strip() or None  # the tool rebinds it: it may be None now
    return await vaults.move(vault_id, region)


@mcp.tool()
async def drop_vault(vault_id: str) -> dict:
    return await vaults.drop(vault_id)


@mcp.tool()
async def drop_by_label(label: str) -> dict:
    # The id comes from a lookup, not from the validated arguments: the client's check may hold.
    return await vaults.drop(vaults.find(label))


@mcp.tool()
async def audit(vault_id: str, since: Optional[int] = None) -> dict:
    _require(vault_id, "vault_id")
    _require(since, "since")
    _require_id(vault_id)
    return await vaults.audit(vault_id, since)


def _require(value, what):
    if value is None:
        raise ValueError(f"{what} is required")  # want: raisederror


def _require_id(value):
    # Every tool's call passes a required str.
    if not isinstance(value, str):
        raise TypeError("an id is a string")  # dead: a required str
