from mcp.server.fastmcp import FastMCP

mcp = FastMCP("renders")

JOBS: dict = {}


@mcp.tool()
def get_render_file(job_id: str) -> str:
    job = JOBS.get(job_id)
    if not job:
        return f"Job {job_id} not found"  # want: softerror
    if not job.get("output"):
        return f"No output file found for job {job_id}"  # want: softerror
    return job["output"]


@mcp.tool()
def get_provider_resource(provider: str) -> str:
    found = [j for j in JOBS.values() if j.get("provider") == provider]
    if not found:
        # Fine: the value is a filter, not an owner looked up by its id: an empty answer.
        return f"No resource found for provider {provider}"
    return found[0]["output"]


@mcp.tool()
def get_job_logs(job_id: str) -> str:
    logs = JOBS.get(job_id, {}).get("logs")
    if not logs:
        # Fine: a plural, what a listing may hold none of.
        return f"No logs found for job {job_id}"
    return "\n".join(logs)
