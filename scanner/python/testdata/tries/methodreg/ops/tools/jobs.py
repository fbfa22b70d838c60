"""Job tools, registered as bound methods by the server class."""

from typing import Any

from .base import BaseTool


class JobTools(BaseTool):
    async def run_job(self, job_id: int) -> dict[str, Any]:
        try:
            result = self.client.run(job_id)
        except ConnectionError as e:
            return {"error": f"Could not reach the runner: {e}", "job_id": job_id}  # want: softerror related=ops/server.py:15
        return {"job_id": job_id, "status": result}

    async def list_jobs(self, limit: int = 10) -> dict[str, Any]:
        return {"jobs": self.client.list(limit)}

    def _summary(self, job_id: int) -> dict[str, Any]:
        # Not a tool: registered nowhere.
        return {"error": "no summary", "job_id": job_id}

    async def cancel_job(self, job_id: int) -> dict[str, Any]:
        try:
            if job_id < 1:
                raise ValueError("job_id must be 1 or greater")  # want: raisederror related=ops/server.py:17,ops/tools/base.py:11
            return {"cancelled": self.client.cancel(job_id)}
        except Exception as e:
            self.handle_error(e, f"cancelling job {job_id}")
