"""Tools that collect what run_command returns into lines and join them into their answer."""

from mcp.server.fastmcp import FastMCP

from .device import device_name, run_command

mcp = FastMCP("router")


@mcp.tool()
def log_statistics() -> str:
    total = run_command("/log print count-only")
    stats = [f"Total log entries: {total.strip()}"]
    recent = run_command("/log print count-only where time > 1h")
    stats.append(f"Entries in last hour: {recent.strip()}")
    return "LOG STATISTICS:\n\n" + "\n".join(stats)  # want: softerror shape=unknown related=router/device.py:10


@mcp.tool()
def interfaces() -> str:
    lines = []
    lines.extend(["INTERFACES:", run_command("/interface print").lower()])
    return "\n".join(lines)  # want: softerror shape=unknown related=router/device.py:10


@mcp.tool()
def uptime() -> str:
    return run_command("/system resource print").strip()  # want: softerror shape=unknown related=router/device.py:10


@mcp.tool()
def topic_counts() -> str:
    stats = ["COUNTS:"]
    for topic in ("info", "error"):
        count = run_command(f"/log print count-only where topics~{topic}")
        # Fine: each line of the batch is one topic's count; per-item lines are not judged.
        stats.append(f"{topic}: {count.strip()}")
    return "\n".join(stats)


@mcp.tool()
def checked_total() -> str:
    stats = ["TOTAL:"]
    total = run_command("/log print count-only")
    # Fine: a failure text is not a number, so it never reaches the list.
    if total.strip().isdigit():
        stats.append(total.strip())
    return "\n".join(stats)


@mcp.tool()
def names() -> str:
    # Fine: a list of successes; device_name never fails.
    lines = [f"Device: {device_name().upper()}"]
    lines.append("Connected")
    return "\n".join(lines)


@mcp.tool()
def restart() -> str:
    detail = run_command("/system reboot")
    # Fine: the text says the work was done; the detail is fetched after it.
    lines = [f"Router restarted successfully: {detail.strip()}"]
    return "\n".join(lines)


@mcp.tool()
def backup(name: str) -> str:
    report = ["BACKUP:"]
    try:
        subprocess_free_copy(name)
    except OSError as e:
        report.append(f"Error copying backup: {e}".strip())
    report.append(f"name: {name}")
    return "\n".join(report)  # want: softerror shape=prose-only related=73


@mcp.tool()
def summary(name: str) -> str:
    parts = ["SUMMARY:"]
    try:
        subprocess_free_copy(name)
        parts.append("copied")
    except OSError as e:
        # Fine: the failure is raised, not collected; FastMCP sends it with isError.
        raise RuntimeError(f"copy failed: {e}") from e  # want: raisederror
    return "\n".join(parts)


@mcp.tool()
def checks(names: list[str]) -> str:
    out = []
    for n in names:
        try:
            subprocess_free_copy(n)
            out.append(f"{n}: ok")
        except OSError as e:
            # Fine: one item's failure in a batch answer.
            out.append(f"{n}: Error {e}")
    return "\n".join(out)


def subprocess_free_copy(name: str) -> None:
    with open(name, "rb") as src, open(name + ".bak", "wb") as dst:
        dst.write(src.read())
