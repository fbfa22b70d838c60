"""Tools whose status member names why the call failed, and tools whose status is an answer."""

import requests
from fastmcp import FastMCP

mcp = FastMCP("depot")


@mcp.tool()
def restore_crate(crate_id: str) -> dict:
    try:
        resp = requests.put(f"https://depot.invalid/crates/{crate_id}/restore")
        resp.raise_for_status()
        return {"status": "success", "message": "Crate restored"}
    except requests.exceptions.HTTPError as e:
        if e.response.status_code == 404:
            return {"status": "not_found", "message": "Crate not found"}  # want: softerror
        if e.response.status_code == 403:
            return {"status": "permission_denied", "message": "Not allowed"}  # want: softerror
        raise  # want: raisederror


@mcp.tool()
def upload_manifest(crate_id: str, manifest: str) -> dict:
    if not manifest:
        return {"status": "upload_failed", "crate": crate_id}  # want: softerror
    return {"status": "uploaded", "crate": crate_id}


@mcp.tool()
def crate_job(job_id: str) -> dict:
    # Fine: a job's own state is the answer, not a failure of the call.
    state = requests.get(f"https://depot.invalid/jobs/{job_id}").json()["state"]
    if state == "gone":
        return {"status": "expired", "job": job_id}
    if state == "stopped":
        return {"status": "cancelled", "job": job_id}
    return {"status": "no_error", "job": job_id, "state": state}


@mcp.tool()
def validate_label(label: str) -> dict:
    # Fine: "invalid" is what a validation finds.
    if not label.isalnum():
        return {"status": "invalid", "label": label}
    return {"status": "valid", "label": label}


@mcp.tool()
def crate_stats(crate_id: str) -> dict:
    # Fine: no data is an empty answer.
    rows = requests.get(f"https://depot.invalid/crates/{crate_id}/stats").json()
    if not rows:
        return {"status": "no_data", "crate": crate_id}
    return {"status": "ok", "rows": rows}


pending = {}


@mcp.tool()
def drop_crate(crate_id: str, confirm: str | None = None) -> dict:
    if confirm is None:
        pending["t1"] = crate_id
        return {"status": "confirmation_required", "token": "t1"}
    if confirm not in pending:
        return {"status": "invalid_token", "message": "Invalid or expired token"}  # want: softerror
    return {"status": "deleted", "crate": pending.pop(confirm)}


def _safe_error(exc: Exception) -> dict:
    return {"error_type": exc.__class__.__name__}


@mcp.tool()
def crate_owner(crate_id: str) -> dict:
    try:
        return requests.get(f"https://depot.invalid/crates/{crate_id}/owner").json()
    except requests.RequestException as exc:
        return _safe_error(exc)  # want: softerror


@mcp.tool()
def classify_crate(crate_id: str) -> dict:
    # Fine: no error type when the crate is sound.
    return {"crate": crate_id, "error_type": None}


class DepotHandlers:
    def crate_size(self, crate_id: str) -> dict:
        try:
            return requests.get(f"https://depot.invalid/crates/{crate_id}/size").json()
        except requests.RequestException as exc:
            return {"error_type": type(exc).__name__}


def create_server(handlers: DepotHandlers | None = None) -> FastMCP:
    server = FastMCP("depot-handlers")
    depot = handlers or DepotHandlers()

    @server.tool()
    def crate_size(crate_id: str) -> dict:
        return depot.crate_size(crate_id)  # want: softerror

    return server


@mcp.tool()
def crate_push_stats(crate_id: str) -> str:
    # Fine: the report counts failed pushes; it is not a failure.
    pushes = requests.get(f"https://depot.invalid/crates/{crate_id}/pushes").json()
    failed = [p for p in pushes if not p["ok"]]
    lines = [
        "Push statistics:",
        f"  Success: {len(pushes) - len(failed)}",
        f"  Failure: {len(failed)}",
    ]
    return "\n".join(lines)
