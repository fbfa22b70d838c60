"""A FastMCP server that imports its helpers from its own package's __init__.py, which re-exports
them from the submodules that define them."""

from mcp.server.fastmcp import FastMCP

from . import (
    __version__,
    compute_sum,
    device_name,
    open_viewer,
    probe_port,
    quiet_check,
    save_profile,
    split_command,
    validate_command,
)

mcp = FastMCP("relay")


@mcp.tool()
def relay_save(path: str, text: str) -> str:
    return save_profile(path, text)  # want: softerror


@mcp.tool()
def relay_view(viewer: str, port: str) -> str:
    return open_viewer(viewer, port)  # want: softerror


@mcp.tool()
def relay_name(port: str) -> str:
    # Fine: the helper only ever answers with data.
    return device_name(port)


@mcp.tool()
def relay_sum(data: str, algorithm: str = "xor") -> str:
    # compute_sum's raise, outside a try, reaches the client as an isError result.
    value = compute_sum(data.encode(), algorithm)
    return f"{algorithm}: {value} ({__version__})"


@mcp.tool()
def relay_sum_checked(data: str, algorithm: str = "xor") -> str:
    try:
        value = compute_sum(data.encode(), algorithm)
    except ValueError as e:
        return f"[ERROR] {e}"  # want: softerror
    return f"{algorithm}: {value}"


@mcp.tool()
def relay_probe(port: str) -> str:
    return probe_port(port)  # want: softerror


@mcp.tool()
def relay_run(cmd: str) -> str:
    allowed, reason = validate_command(cmd)
    if not allowed:
        return reason  # want: softerror
    return f"ran {cmd}"


@mcp.tool()
def relay_head(cmd: str) -> str:
    _, head = split_command(cmd)
    return head


@mcp.tool()
def relay_quiet(cmd: str) -> str:
    ok, note = quiet_check(cmd)
    return note


def _check_port(port: str) -> tuple[bool, str]:
    if not port.startswith("/dev/"):
        return False, f"Puerto rechazado: {port}"
    return True, port


@mcp.tool()
def relay_port(port: str) -> str:
    ok, message = _check_port(port)
    if not ok:
        return message  # want: softerror
    return f"using {message}"
