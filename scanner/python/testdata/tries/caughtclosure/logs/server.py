"""Tools that run nested functions inside tries that answer every failure, or not."""

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

from mcp.server.fastmcp import FastMCP

from .retry import LookupFailed, StoreError, with_retry
from .store import (
    archive,
    count,
    drain,
    fetch,
    lookup,
    peek,
    prune,
    purge,
    record,
    restore,
    rotate,
    scan,
    seal,
    tally,
    unlock,
    wait_for_lock,
)

mcp = FastMCP("logs")


@mcp.tool()
async def log_run(name: str) -> str:
    try:

        def _work():
            return record(name)

        with ThreadPoolExecutor(max_workers=1) as pool:
            result = await asyncio.get_event_loop().run_in_executor(pool, _work)
        return json.dumps(result)
    except Exception as e:
        return json.dumps({"error": str(e)})  # want: softerror


@mcp.tool()
def count_run(name: str) -> str:
    def _work():
        return count(name)

    try:
        first = _work()
    except Exception:
        first = 0
    # Not fine: the second run is outside the try.
    return str(first + _work())


@mcp.tool()
def purge_run(name: str) -> str:
    try:

        def _work():
            return purge(name)

    except Exception:
        return "no"
    # Not fine: the nested function is defined in the try but runs after it.
    return str(_work())


@mcp.tool()
def rotate_run(name: str) -> str:
    def _work():
        return rotate(name)

    try:
        return str(_work())
    except ValueError:
        raise  # want: raisederror
    # (every handler raises again: what _work raises reaches the SDK)


@mcp.tool()
def tally_run(name: str) -> str:
    try:

        def _work():
            return tally(name)

        with ThreadPoolExecutor(max_workers=1) as pool:
            fut = pool.submit(_work)
            return str(fut.result())
    except Exception:
        return "0"


@mcp.tool()
def prune_run(name: str) -> str:
    def _work():
        return prune(name)

    pool = ThreadPoolExecutor(max_workers=1)
    try:
        fut = pool.submit(_work)
    except Exception:
        return "0"
    # Not fine: the future raises what _work raised here, outside the try.
    return str(fut.result())


@mcp.tool()
async def fetch_run(name: str) -> str:
    async def _work():
        return await fetch(name)

    try:
        pending = _work()
    except Exception:
        return "none"
    # Not fine: the coroutine runs, and raises, where it is awaited.
    return await pending


class _FetchError(Exception):
    pass


class _ApplyError(Exception):
    pass


@mcp.tool()
def apply_run(name: str) -> dict:
    def _work():
        try:
            item = lookup(name)
        except Exception as e:
            # Fine: every run of _work sits in a try whose clause names _FetchError.
            raise _FetchError(e) from e
        if not item:
            # Fine: caught by name too, in a tuple.
            raise _ApplyError("nothing to apply")
        if item == "locked":
            # Fine: LookupFailed derives from StoreError, which a clause names.
            raise LookupFailed(item)
        if item == "gone":
            # Not fine: no clause names KeyError or a base of it.
            raise KeyError(item)  # want: raisederror
        return item

    try:
        item = with_retry(_work)
    except _FetchError as e:
        return {"status": "error", "message": str(e)}  # want: softerror
    except (_ApplyError, StoreError) as e:
        return {"status": "error", "message": str(e)}  # want: softerror
    return {"status": "ok", "item": item}


@mcp.tool()
def reapply_run(name: str) -> dict:
    def _work():
        if not name:
            # Not fine: the second run's try names only _ApplyError.
            raise _FetchError("no name")  # want: raisederror
        return name

    try:
        first = _work()
    except _FetchError:
        first = ""
    try:
        second = _work()
    except _ApplyError:
        second = ""
    return {"first": first, "second": second}


async def _each(names: list[str], op, *, label: str = "name") -> list[dict]:
    """Runs op on every name; a failure becomes that name's entry (keyed by label)."""
    out = []
    for name in names:
        try:
            out.append(await op(name))
        except Exception as e:
            out.append({label: name, "status": "failed", "detail": str(e)})
    return out


async def _each_unguarded(names: list[str], op) -> list[dict]:
    """Runs op on every name, outside any try."""
    return [await op(name) for name in names]


@mcp.tool()
async def archive_all(names: list[str]) -> str:
    async def op(name: str) -> dict:
        return await archive(name)

    return json.dumps(await _each(names, op))


@mcp.tool()
async def restore_all(names: list[str]) -> str:
    async def op(name: str) -> dict:
        return await restore(name)

    # Not fine: _each_unguarded runs op outside any try.
    return json.dumps(await _each_unguarded(names, op))


def run_sync(coro):
    """Runs a coroutine to its end on a loop of its own thread and gives back its value."""

    def _run():
        loop = asyncio.new_event_loop()
        try:
            return loop.run_until_complete(coro)
        finally:
            loop.close()

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(_run).result()


def run_later(coro):
    """Starts a coroutine on a thread and gives back the future, which raises where it is read."""
    pool = ThreadPoolExecutor(max_workers=1)
    return pool.submit(lambda: asyncio.run(coro))


@mcp.tool()
def unlock_run(name: str) -> str:
    try:

        async def _work():
            return await unlock(name)

        opened = run_sync(_work())
        return json.dumps({"opened": opened})
    except Exception as e:
        return json.dumps({"error": str(e)})  # want: softerror


@mcp.tool()
def peek_run(name: str) -> str:
    try:

        async def _work():
            return await peek(name)

        first = asyncio.run(_work())
        return first + asyncio.new_event_loop().run_until_complete(_work())
    except Exception as e:
        return json.dumps({"error": str(e)})  # want: softerror


@mcp.tool()
async def wait_run(name: str) -> str:
    async def _work():
        return await wait_for_lock(name)

    try:
        return await asyncio.wait_for(_work(), timeout=5)
    except Exception as e:
        return json.dumps({"error": str(e)})  # want: softerror


@mcp.tool()
async def seal_run(name: str) -> str:
    async def _work():
        return await seal(name)

    try:
        task = asyncio.ensure_future(_work())
    except Exception:
        return "not sealed"
    # Not fine: the task raises what seal raised where it is awaited, outside the try.
    return await task


@mcp.tool()
def drain_run(name: str) -> str:
    async def _work():
        return await drain(name)

    try:
        fut = run_later(_work())
    except Exception:
        return "not drained"
    # Not fine: run_later gives back the future, which raises here, outside the try.
    return fut.result()


@mcp.tool()
def scan_run(name: str) -> str:
    async def _work():
        return await scan(name)

    try:
        first = asyncio.run(_work())
    except Exception:
        first = ""
    # Not fine: the second run is outside the try.
    return first + asyncio.run(_work())
