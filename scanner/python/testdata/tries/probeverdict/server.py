"""Probes whose try answers the verdict both ways: the except clause is the probe's own failure."""

import subprocess

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("lab")


def node_shell(node: str):
    return subprocess.Popen(["docker", "exec", node, "sh"])


@mcp.tool()
def test_connectivity(node: str, target: str) -> dict:
    """Ping target from a lab node."""
    try:
        proc = subprocess.run(["docker", "exec", node, "ping", "-c", "3", target], capture_output=True)
        reachable = proc.returncode == 0
        # FINE: a failed ping is the probe's answer.
        return {
            "success": reachable,
            "stdout": proc.stdout.decode(),
            "status": "SUCCESS" if reachable else "FAILED",
        }
    except Exception as e:
        return {  # want: softerror
            "success": False,
            "stderr": str(e),
            "status": "ERROR",
        }


@mcp.tool()
def check_reachability(node: str) -> dict:
    """Ask the node's agent whether it answers."""
    try:
        resp = httpx.get(f"http://{node}/ping", timeout=3)
        return {"ok": resp.status_code == 200, "code": resp.status_code}
    except httpx.HTTPError as e:
        # FINE: the request raises when the node is down; that is the probe's answer.
        return {"ok": False, "error": str(e)}


@mcp.tool()
def check_connectivity(node: str, target: str) -> dict:
    """Curl target from a lab node."""
    try:
        shell = node_shell(node)
        result = shell.run(["curl", "-sf", target])
        return {"ok": result.exit_code == 0, "output": result.output}
    except Exception as e:
        return {"ok": False, "error": f"could not run curl on {node}: {e}"}  # want: softerror


@mcp.tool()
def test_connection(node: str) -> dict:
    """Open a session to the node."""
    try:
        httpx.get(f"http://{node}/", timeout=3)
        return {"success": True, "message": "connected"}
    except Exception as e:
        # FINE: the try answers only "up"; the except clause is the "down" answer.
        return {"success": False, "error": str(e)}


@mcp.tool()
def verify_connection(node: str) -> dict:
    """Open a session to the node, checking its answer."""
    reachable = False
    try:
        resp = httpx.get(f"http://{node}/", timeout=3)
        reachable = resp.status_code == 200
    except Exception as e:
        # FINE: the try returns no verdict; this is the "down" answer.
        return {"success": False, "error": str(e)}
    return {"success": reachable}


@mcp.tool()
def connection_check(node: str) -> dict:
    """Ping the node from here, then its agent."""
    try:
        try:
            proc = subprocess.run(["ping", "-c", "1", node], capture_output=True, check=True)
        except subprocess.CalledProcessError as e:
            # FINE: the inner try returns nothing; this is the "down" answer.
            return {"success": False, "error": str(e)}
        return {"success": proc.returncode == 0}
    except Exception as e:
        return {"success": False, "error": f"probe crashed: {e}"}  # want: softerror
