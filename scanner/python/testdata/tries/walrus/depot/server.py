"""A depot's crates: a checker returns failure text or None, and the tools bind its answer with
a named expression (`if err := check(...)`), which binds as an assignment does."""

import re

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

mcp = FastMCP("depot")
_CODE = re.compile(r"^[A-Z]{3}-[0-9]{4}$")
_CRATES = {"ABC-0001": "bolts", "XYZ-0042": "washers"}


def _check_code(value: str, field: str) -> str | None:
    if not value or not _CODE.match(value):
        return f"Invalid {field}: expected AAA-0000, got {value!r}"
    return None


def _check_crate(value: str) -> str | None:
    # Only crate_contents returns its failure (move_crate returns _check_code's): each tool
    # keeps its finding, which names the checker's return.
    if not value or not _CODE.match(value):
        return f"Invalid crate code: expected AAA-0000, got {value!r}"
    return None


def _label_of(code: str) -> str | None:
    if code in _CRATES:
        return f"crate {code}: {_CRATES[code]}"
    return None


@mcp.tool()
def crate_contents(code: str) -> str:
    if err := _check_crate(code):
        return err  # want: softerror related=36,24
    return _CRATES.get(code, "")


@mcp.tool()
def move_crate(code: str, bay: str | None = None, dock: str | None = None) -> str:
    if err := _check_code(code, "code"):
        return err  # want: softerror related=43,16
    # Each return reads the binding of its own condition: the earlier one is not named.
    if bay and (err := _check_code(bay, "bay")):
        return err  # want: softerror related=46,16
    elif dock and (err := _check_code(dock, "dock")):
        return err  # want: softerror related=48,16
    return f"moved {code}"


@mcp.tool()
def crate_label(code: str) -> str:
    # FINE: the name is bound to a success (a label), not to a failure.
    if label := _label_of(code):
        return label
    return "no label"


@mcp.tool()
def open_crate(code: str) -> str:
    # FINE: the failure bound by the named expression is raised, not returned.
    if err := _check_code(code, "code"):
        raise ToolError(err)  # want: raisederror
    return f"opened {code}"


@mcp.tool()
def weigh_crate(code: str) -> str:
    # FINE: the failure bound by the named expression is replaced before the return.
    if note := _check_code(code, "code"):
        print(note)
    note = f"weighed {code}"
    return note
