"""Tools that answer a failed validation with what a helper builds from the validators' lists."""

import json

from mcp.server.fastmcp import FastMCP

from ads.checks import validate_names, validate_status

mcp = FastMCP("ads")


def _json(obj) -> str:
    return json.dumps(obj, indent=2, default=str)


def _check(errors: list[str]) -> str | None:
    # Builds the failure the tools return, when the list holds any: the finding stands here,
    # naming the tools' returns (raise ToolError here fixes them all).
    if errors:
        return _json({"validation_errors": errors})  # want: softerror
    return None


def _problems(found):
    # The same, returned as a dictionary under an "errors" member.
    if len(found) > 0:
        return {"errors": found, "message": "Fix the arguments and call again."}  # want: softerror


@mcp.tool()
async def pause_campaign(campaign_id: str, status: str) -> str:
    failed = _check(validate_status(status))
    if failed:
        return failed
    return _json({"status": "success", "campaign_id": campaign_id})


@mcp.tool()
async def rename_groups(names: list) -> str:
    errors = validate_status("ENABLED")
    errors.extend(validate_names(names))
    failed = _check(errors)
    if failed:
        return failed
    return _json({"status": "success", "renamed": len(names)})


@mcp.tool()
async def tag_groups(names: list) -> dict:
    bad = _problems(validate_names(names))
    if bad:
        return bad
    return {"tagged": len(names)}


@mcp.tool()
async def label_groups(names: list) -> dict:
    bad = _problems(validate_names(names))
    if bad:
        return bad
    return {"labelled": len(names)}


def _report(rows, errors):
    # Not a failure: a success object that carries data beside the problems it met.
    if errors:
        return _json({"rows": rows, "errors": errors})
    return None


@mcp.tool()
async def import_rows(rows: list) -> str:
    errors = validate_names(rows)
    partial = _report(rows, errors)
    if partial:
        return partial
    return _json({"imported": len(rows)})


@mcp.tool()
async def bulk_pause(ids: list) -> str:
    # Not a failure: per-item errors collected into a batch result.
    results, errors = [], []
    for i in ids:
        if not i:
            errors.append({"id": i, "error": "empty id"})
            continue
        results.append({"id": i, "status": "paused"})
    if errors:
        return _json({"results": results, "errors": errors})
    return _json({"results": results})


def _lint(names):
    # Not a failure: a checker whose answer is the list, not a helper that otherwise
    # returns None.
    found = validate_names(names)
    if found:
        return {"errors": found}
    return {"errors": [], "valid": True}


@mcp.tool()
async def lint_names(names: list) -> dict:
    return _lint(names)


@mcp.tool()
async def lint_names_again(names: list) -> dict:
    return _lint(names)


def _apply_all(ids):
    # Not a failure of the call: what the work met item by item, the others applied.
    errors = []
    for i in ids:
        try:
            int(i)
        except ValueError as e:
            errors.append(f"{i}: {e}")
    if errors:
        return {"errors": errors}
    return None


@mcp.tool()
async def apply_ids(ids: list) -> dict:
    failed = _apply_all(ids)
    if failed:
        return failed
    return {"applied": len(ids)}


@mcp.tool()
async def apply_ids_again(ids: list) -> dict:
    failed = _apply_all(ids)
    if failed:
        return failed
    return {"applied": len(ids)}
