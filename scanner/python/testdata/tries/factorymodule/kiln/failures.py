"""Factories of the exceptions the kiln's tools raise: some build a ToolError on every path,
whose text fastmcp sends unprefixed, and some do not."""

from fastmcp.exceptions import ToolError


class FiringFault(Exception):
    pass


class DoorJam(FiringFault):
    pass


def fault_to_tool_error(exc: Exception, step: str) -> ToolError:
    match exc:
        case DoorJam():
            return ToolError(f"The kiln door is jammed during {step}.")
        case FiringFault() as f:
            return ToolError(f"Firing fault during {step}: {f}")
        case _:
            return ToolError(f"Unexpected failure during {step}: {exc}")


def chained_tool_error(exc: Exception, step: str) -> ToolError:
    if isinstance(exc, DoorJam):
        return ToolError("The kiln door is jammed.")
    elif isinstance(exc, TimeoutError):
        return ToolError(f"{step} timed out")
    else:
        return fault_to_tool_error(exc, step)


def partial_tool_error(exc: Exception, step: str) -> ToolError:
    # No wildcard case: any other exception falls off the end, and `raise None` is a TypeError.
    match exc:
        case DoorJam():
            return ToolError("The kiln door is jammed.")
        case FiringFault():
            return ToolError(f"Firing fault during {step}")


def open_tool_error(exc: Exception, step: str) -> ToolError:
    # No else: any other exception falls off the end.
    if isinstance(exc, DoorJam):
        return ToolError("The kiln door is jammed.")
    elif isinstance(exc, FiringFault):
        return ToolError(f"Firing fault during {step}")


def value_error_for(exc: Exception, step: str) -> Exception:
    return ValueError(f"{step} failed: {exc}")
