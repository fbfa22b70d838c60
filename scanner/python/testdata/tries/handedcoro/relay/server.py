"""Tools that hand the coroutine of another module's (or this module's) coroutine function to a
runner that awaits it."""

from mcp.server.fastmcp import FastMCP

from relay import ops

mcp = FastMCP("relay")
_state = {}


def get_client():
    client = _state.get("client")
    if client is None:
        # Evaluated at the tool, as an argument of the call whose coroutine run_tool awaits.
        raise RuntimeError("client is not initialised")  # want: raisederror
    return client


async def run_tool(name, coro):
    # Awaits the coroutine inside a try that answers every exception.
    try:
        return await coro
    except ops.RelayError as exc:
        return f"Error: {exc}"  # want: softerror
    except Exception as exc:
        return f"Error: {exc}"


async def run_loose(name, coro):
    # Awaits it outside any try: what the coroutine raises leaves to the tool.
    result = await coro
    return str(result)


async def run_reraise(name, coro):
    # Its except clause raises again: what the coroutine raises leaves to the tool.
    try:
        return await coro
    except Exception:
        print(f"{name} failed")
        raise  # want: raisederror


async def run_named(name, coro):
    # Catches one class only.
    try:
        return await coro
    except ValueError as exc:
        return {"ok": False, "detail": str(exc)}  # want: softerror


async def local_fetch(key):
    if not key:
        raise ValueError("key is required")  # caught in run_tool's try: no finding
    return key


async def local_named(key):
    if not key:
        raise ValueError("key is required")  # caught by run_named's ValueError clause: no finding
    return key


async def local_other(key):
    if not key:
        raise KeyError("key is required")  # want: raisederror
    return key


@mcp.tool()
async def get_item(key: str) -> str:
    return await run_tool("get_item", ops.fetch(get_client(), key))


@mcp.tool()
async def get_loose(key: str) -> str:
    return await run_loose("get_loose", ops.fetch_loose(get_client(), key))


@mcp.tool()
async def get_again(key: str) -> str:
    return await run_reraise("get_again", ops.fetch_again(get_client(), key))


@mcp.tool()
async def get_now(key: str) -> str:
    return await run_tool("get_now", ops.fetch_now(get_client(), key))


@mcp.tool()
async def get_local(key: str) -> str:
    return await run_tool("get_local", local_fetch(key))


@mcp.tool()
async def get_named(key: str) -> str:
    return await run_named("get_named", local_named(key))


@mcp.tool()
async def get_other(key: str) -> str:
    return await run_named("get_other", local_other(key))
