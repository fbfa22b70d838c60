import asyncio
import functools
import os

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from forge.models import ErrorInfo, OpResult
from forge.services.repo import RepoService

mcp = FastMCP("forge")
repo = RepoService()


def _local_check(repo_dir: str) -> dict:
    if not os.path.exists(repo_dir):
        return {"ok": False, "error": "Repository does not exist."}
    return {"ok": True}


# The thread runs repo.status: the awaited value is what status returns, and its dump hands the
# failed model on as the tool's result.
@mcp.tool()
async def repo_status(repo_dir: str, timeout_sec: int = 30) -> dict:
    res = await asyncio.to_thread(repo.status, repo_dir, timeout_sec)
    return res.model_dump()  # want: softerror related=forge/services/repo.py:9


@mcp.tool()
async def repo_status_executor(repo_dir: str) -> dict:
    loop = asyncio.get_running_loop()
    res = await loop.run_in_executor(None, repo.status, repo_dir)
    return res.dict()  # want: softerror related=forge/services/repo.py:9


@mcp.tool()
async def repo_status_partial(repo_dir: str) -> str:
    loop = asyncio.get_running_loop()
    res = await loop.run_in_executor(None, functools.partial(repo.status, repo_dir, timeout_sec=10))
    return res.model_dump_json()  # want: softerror related=forge/services/repo.py:9


@mcp.tool()
async def repo_status_direct(repo_dir: str) -> dict:
    return repo.status(repo_dir).model_dump()  # want: softerror related=forge/services/repo.py:9


# A dataclass whose success flag is False, handed on as it is.
@mcp.tool()
async def repo_prune(repo_dir: str) -> dict:
    return await asyncio.to_thread(repo.prune, repo_dir)  # want: softerror related=forge/services/repo.py:17


# A function of the file, run through a partial.
@mcp.tool()
async def repo_check(repo_dir: str) -> dict:
    return await asyncio.to_thread(functools.partial(_local_check, repo_dir))  # want: softerror


# Negative: the service method only ever succeeds.
@mcp.tool()
async def repo_version() -> dict:
    res = await asyncio.to_thread(repo.version)
    return res.model_dump()


# Negative: the tool tests the model's flag itself and raises on a failure.
@mcp.tool()
async def repo_status_checked(repo_dir: str) -> dict:
    res = await asyncio.to_thread(repo.status, repo_dir)
    if not res.ok:
        raise ToolError(res.error.message if res.error else "status failed")  # want: raisederror
    return res.model_dump()


# Negative: the flag comes from the tool's own test, which raises before any failed model is
# built: only ok=True reaches the return.
@mcp.tool()
async def repo_exists(repo_dir: str) -> dict:
    ok = os.path.isdir(repo_dir)
    if not ok:
        raise ToolError(f"{repo_dir} is not a directory")  # want: raisederror
    return OpResult(ok=ok, data={"repo_dir": repo_dir}).model_dump()


# Negative: a model built with ok=True.
@mcp.tool()
async def repo_ping() -> dict:
    return OpResult(ok=True, data={"pong": True}).model_dump()
