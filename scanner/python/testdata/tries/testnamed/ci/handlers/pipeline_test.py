"""The "pipeline test" tool: runs a pipeline's checks in a sandbox. Its name follows pytest's
*_test.py, but the server's handlers import it: it is production. It patches imports with
unittest.mock, which does not make it a test either."""

from typing import Any
from unittest.mock import MagicMock

PIPELINES = {"nightly": ["lint", "build"]}


async def handle_pipeline_test_tool(arguments: dict[str, Any]) -> dict[str, Any]:
    pipeline = arguments.get("pipeline")
    if not pipeline:
        raise ValueError("pipeline is required")  # want: raisederror context=production
    if pipeline not in PIPELINES:
        return {"success": False, "error": f"No pipeline named {pipeline}"}
    sandbox = MagicMock()
    try:
        steps = [sandbox.run(step) for step in PIPELINES[pipeline]]
    except Exception as e:
        return {"success": False, "error": f"Failed to run the pipeline: {e}"}
    return {"success": True, "steps": len(steps)}
