from ..main import mcp


class Jammed(Exception):
    pass


async def check_lock(lock: str) -> None:
    if lock == "jammed":
        raise Jammed(f"lock {lock} is jammed")  # want: raisederror related=28


def lock_name(lock: str) -> str:
    if not lock:
        raise ValueError("lock name is required")  # want: raisederror related=34
    return lock


@mcp.tool()
async def probe_lock(lock: str) -> str:
    # Fine: check_lock(lock) makes a coroutine nobody awaits; its raise cannot happen here.
    check_lock(lock)
    return f"lock {lock} probed"


@mcp.tool()
async def test_lock(lock: str) -> str:
    await check_lock(lock)
    return f"lock {lock} ok"


@mcp.tool()
async def name_lock(lock: str) -> str:
    lock_name(lock)
    return f"lock {lock} named"


async def lock_client(lock: str):
    return {"lock": lock}


@mcp.tool()
async def reset_lock(lock: str) -> str:
    # Fine: lock_client (of this file) is a coroutine function, and a coroutine is never false.
    client = lock_client(lock)
    if not client:
        return "Error: lock client unavailable."
    return f"lock {lock} reset"
