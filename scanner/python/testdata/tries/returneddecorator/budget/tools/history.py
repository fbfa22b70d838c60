from typing import Any

from .registration import audit_log, write_tool

entries: dict[str, dict[str, Any]] = {}


class RevertError(Exception):
    pass


def revert(entry: dict[str, Any]) -> dict[str, Any]:
    if entry.get("locked"):
        raise RevertError("the entry is locked")
    return {"reverted": entry["id"]}


@write_tool(name="history_revert", description="Undo one journaled write")
async def history_revert(entry_id: str) -> dict[str, Any]:
    entry = entries.get(entry_id)
    if entry is None:
        return {"error": {"error_type": "not_found", "message": f"No history entry with id {entry_id!r}."}}  # want: softerror
    try:
        return revert(entry)
    except RevertError as exc:
        return {"error": {"error_type": "validation_error", "message": str(exc)}}  # want: softerror


@audit_log(name="history_audit")
async def history_audit(entry_id: str) -> dict[str, Any]:
    # Not followed: audit_log's name does not say it registers.
    return {"error": f"No audit for {entry_id}"}
