import requests

BASE = "http://jobs.local"


def list_jobs(owner):
    resp = requests.get(f"{BASE}/jobs", params={"owner": owner})
    if resp.status_code == 200:
        return {"jobs": resp.json(), "summary": "Listed jobs."}
    return {"error": {"code": f"http_{resp.status_code}", "message": resp.text}, "summary": "Failed to list jobs."}


def ping():
    resp = requests.get(f"{BASE}/ping")
    if resp.status_code == 200:
        return {"summary": "pong"}
    return {"error": {"code": f"http_{resp.status_code}", "message": resp.text}, "summary": "Ping failed."}


def job_status(job_id):
    try:
        return {"job": requests.get(f"{BASE}/job/{job_id}").json(), "summary": "Fetched job."}
    except requests.RequestException as e:
        return {"error": {"code": "request_failed", "message": str(e)}, "summary": "Failed to fetch job."}


def quota(owner):
    # Not what quota_left calls: helpers/ is a folder of the root, so helpers.backend is its own.
    return {"error": {"code": "quota", "message": f"No quota for {owner}."}, "summary": "Failed."}
