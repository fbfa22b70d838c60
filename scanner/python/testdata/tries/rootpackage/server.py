"""A FastMCP server whose checkout is its package: the root holds __init__.py and the modules
import one another by the package's name, opskit, which no folder of the root is called."""

from fastmcp import FastMCP

from helpers.backend import quota
from opskit import backend
from opskit.dispatcher import dispatch
from opskit.schemas.results import JobsResult, PingResult

mcp = FastMCP("ops")


@mcp.tool()
def list_jobs(owner: str) -> dict:
    # JobsResult declares an error field: the callee's failure reaches the client as data.
    result = backend.list_jobs(owner)
    return JobsResult(**result).dict()  # want: softerror related=backend.py:10,schemas/results.py:6


@mcp.tool()
def ping() -> dict:
    # Fine: PingResult declares no error field; pydantic drops the failure's "error" key.
    result = backend.ping()
    return PingResult(**result).model_dump()


@mcp.tool()
def job_status(job_id: str) -> dict:
    # dispatch's branch returns what job_status of backend.py returns: its except's error object.
    return dispatch({"operation": "status", "job_id": job_id})  # want: softerror related=backend.py:24,dispatcher.py:7,dispatcher.py:8


@mcp.tool()
def quota_left(owner: str) -> dict:
    # Fine: helpers/ is a folder of the root, so helpers.backend is helpers/backend.py, whose
    # quota only answers data, not the quota of backend.py at the package root.
    return quota(owner)
