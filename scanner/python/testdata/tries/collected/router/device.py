"""The device connection: no MCP import; its failures come back as text."""

import subprocess


def run_command(command: str) -> str:
    try:
        out = subprocess.run(["ssh", "router", command], capture_output=True, text=True, check=True)
    except subprocess.CalledProcessError as e:
        return f"Error: {e.stderr}"
    return out.stdout


def device_name() -> str:
    # Fine: it never returns a failure.
    return "router"
