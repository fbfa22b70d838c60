"""Job handlers, listed by the tasks server."""

from mcp.types import TextContent

RUNNING: set[str] = set()


class StartJob:
    name = "start_job"

    async def run(self, args: dict) -> list[TextContent]:
        job = args.get("job")
        if not job:
            raise ValueError("job is required")  # want: raisederror
        RUNNING.add(job)
        return [TextContent(type="text", text=f"started {job}")]


class StopJob:
    name = "stop_job"

    async def run(self, args: dict) -> list[TextContent]:
        job = args.get("job", "")
        if job not in RUNNING:
            raise KeyError(f"job {job} is not running")  # want: raisederror
        RUNNING.discard(job)
        return [TextContent(type="text", text=f"stopped {job}")]
