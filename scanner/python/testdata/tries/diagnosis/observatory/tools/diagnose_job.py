"""Diagnoses of things the caller names, and of the set-up."""

import json

from observatory.tracking import tracked

JOBS = {"j1": {"loss": [3.0, 2.0, 1.0]}}


def diagnose_job(job_id: str) -> str:
    with tracked("diagnose_job") as call:
        try:
            job = JOBS[job_id]
        except KeyError as e:
            call.mark_error(str(e))
            return json.dumps({"error": "job_not_found", "message": str(e)})  # diagnose_job_tool returns it
        return json.dumps({"job_id": job_id, "trend": "decreasing" if job["loss"][-1] < job["loss"][0] else "flat"})


def diagnose_observatory_setup() -> dict:
    try:
        return {"jobs": len(JOBS)}
    except Exception as e:
        # Fine: what is wrong with the set-up is the set-up diagnosis's answer.
        return {"error": f"set-up broken: {e}"}
