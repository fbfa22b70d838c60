"""Functions handed to task groups: a detached group's tasks raise nowhere the tool answers
(spawned.go); a group the tool opens with `async with` raises its tasks' failures at the block's end."""

import anyio
from anyio import create_task_group

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mirror")
_group = None


def background_group():
    return _group


def poll_device(serial: str) -> None:
    if not serial:
        raise RuntimeError("device went away")


def read_frames(serial: str) -> None:
    if not serial:
        raise ValueError("serial is required")  # want: raisederror


def sync_clock(serial: str) -> None:
    if not serial:
        raise ValueError("clock serial is required")  # want: raisederror


@mcp.tool()
async def start_mirror(serial: str) -> str:
    """Starts mirroring; the monitors run in the server's background group."""

    async def receive(name: str) -> None:
        if name not in ("stdout", "stderr"):
            raise ValueError(f"unknown stream {name}")

    async def monitor() -> None:
        if not serial:
            raise RuntimeError("stdout is None")
        async with create_task_group() as inner:
            inner.start_soon(receive, "stdout")

    tg = background_group()
    tg.start_soon(monitor)
    tg.start_soon(poll_device, serial)
    return "started"


@mcp.tool()
async def capture(serial: str) -> str:
    """Captures frames in a group the tool waits for: read_frames's raise reaches the answer."""
    async with create_task_group() as tg:
        tg.start_soon(read_frames, serial)
    return "captured"


@mcp.tool()
async def calibrate(serial: str) -> str:
    """The nested check runs in the tool as well as in the background: its raise reaches it."""

    async def check() -> None:
        if not serial:
            raise RuntimeError("calibration failed")  # want: raisederror

    background_group().start_soon(check)
    await check()
    return "calibrated"


@mcp.tool()
async def tick(serial: str) -> str:
    """A group opened under another name does not wait for a task of this one."""
    async with anyio.create_task_group() as other:
        background_group().start_soon(poll_device, serial)
        other.start_soon(sync_clock, serial)
    return "ticked"
