import time
from typing import Any

from mcp.server.fastmcp import FastMCP

from .replies import FaultReply, ReadingReply

try:
    from thermolib import probe
except ImportError:
    probe = None

mcp = FastMCP("greenhouse")


@mcp.tool()
def read_sensor(bed: str) -> dict[str, Any]:
    """A model with an error member, held in a variable and serialized: a failure as data."""
    if probe is None:
        fault = FaultReply(
            fault="setup",
            error="thermolib is not installed",
            where={"bed": bed},
        )
        return fault.dict()  # want: softerror related=20
    try:
        value = probe(bed)
    except Exception as exc:
        fault = FaultReply(fault="probe", error=str(exc), detail=repr(exc))
        return fault.model_dump()  # want: softerror related=29
    reading = ReadingReply(sensor=bed, celsius=value)
    # FINE: a success model, serialized the same way
    return reading.model_dump()


@mcp.tool()
def sensor_json(bed: str) -> str:
    """The same model turned into JSON text, built in place or through a variable."""
    if not bed:
        return FaultReply(fault="input", error="bed is required").model_dump_json()  # want: softerror
    if probe is None:
        fault = FaultReply(fault="setup", error="thermolib is not installed")
        return fault.json()  # want: softerror related=42
    # FINE: the model's error member is None
    quiet = ReadingReply(sensor=bed, celsius=probe(bed), error=None)
    return quiet.json()


def _poll(bed: str) -> dict[str, Any]:
    try:
        return {"bed": bed, "state": "STABLE", "celsius": probe(bed)}
    except Exception as exc:
        fault = FaultReply(fault="poll", error=str(exc))
        return fault.dict()


@mcp.tool()
def wait_stable(bed: str, rounds: int = 3) -> dict[str, Any]:
    """A helper's serialized fault handed back where the tool tests for it; not after the test."""
    last = None
    for _ in range(rounds):
        reading = _poll(bed)
        if "error" in reading:
            return reading  # want: softerror related=53,54,62
        if reading["state"] == "STABLE":
            # FINE: a reading with an error member returned above
            return reading
        last = reading
        time.sleep(1)
    if last is None:
        return {"bed": bed, "state": "UNKNOWN"}
    # FINE: last holds a reading that passed the same test
    return last


@mcp.tool()
def settle(bed: str) -> dict[str, Any]:
    last = None
    while last is None or last["state"] != "STABLE":
        reading = _poll(bed)
        if reading.get("error"):
            return {"bed": bed, "state": "FAILED", "error": reading["error"]}  # want: softerror
        last = reading
    # FINE: the fault was handed back above
    return last or {"bed": bed, "state": "UNKNOWN"}
