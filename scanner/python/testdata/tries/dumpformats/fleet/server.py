"""A fleet server that answers its failures as machine-readable text in three formats: the
message names the format the client reads."""

import json

import tomlkit
import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("fleet")


def _boot(vm_id: str) -> None:
    if not vm_id.startswith("vm-"):
        raise ValueError(f"no such vm: {vm_id}")


@mcp.tool()
def start_vm(vm_id: str) -> str:
    """Start a virtual machine."""
    try:
        _boot(vm_id)
    except ValueError as e:
        return yaml.dump({"status": "error", "error": f"Failed to start VM: {e}"})  # want: softerror shape=json-in-text
    return yaml.dump({"status": "started", "vm": vm_id})


@mcp.tool()
def stop_vm(vm_id: str) -> str:
    """Stop a virtual machine."""
    try:
        _boot(vm_id)
    except ValueError as e:
        return tomlkit.dumps({"status": "error", "error": str(e)})  # want: softerror shape=json-in-text
    return tomlkit.dumps({"status": "stopped", "vm": vm_id})


@mcp.tool()
def vm_info(vm_id: str) -> str:
    """Describe a virtual machine."""
    try:
        _boot(vm_id)
    except ValueError as e:
        return json.dumps({"status": "error", "error": str(e)})  # want: softerror shape=json-in-text
    return json.dumps({"status": "running", "vm": vm_id})
