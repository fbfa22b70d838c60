from opskit.backend import job_status


def dispatch(intent):
    op = intent.get("operation")
    if op == "status":
        return job_status(intent.get("job_id"))
    return {"error": {"code": "unsupported", "message": f"Operation {op} not supported."}, "summary": "Unsupported operation."}
