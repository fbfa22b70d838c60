"""Agent tools (langchain), which the MCP server reuses through their .func."""

import subprocess

from langchain_core.tools import tool


@tool
def lease_of(mac: str):
    """Answers: which address does this device hold?"""
    if not mac:
        return {"error": "mac must not be empty"}
    try:
        out = subprocess.run(["lease", mac], capture_output=True, text=True, check=True).stdout
    except subprocess.CalledProcessError as e:
        return {"error": f"lease lookup failed: {e}"}
    return {"mac": mac, "address": out.strip()}


@tool
def lease_count():
    """Answers: how many leases are there?"""
    out = subprocess.run(["lease", "--count"], capture_output=True, text=True).stdout
    return {"count": int(out or 0)}
