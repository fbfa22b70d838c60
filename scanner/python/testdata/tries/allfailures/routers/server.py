"""A router fleet's tools: helpers with several failing returns, and a shared result that
several except branches set. Every failing return or assignment is named in related."""

import subprocess

from langchain_core.tools import tool
from mcp.server.fastmcp import FastMCP

from .leases import lease_count, lease_of

mcp = FastMCP("routers")


class DeviceMissing(Exception):
    pass


def _ssh(host: str, command: str) -> str:
    return subprocess.run(["ssh", host, command], capture_output=True, text=True, check=True).stdout


def _firmware_of(host: str) -> str:
    try:
        out = _ssh(host, "/system package print")
        if not out:
            return f"Could not determine the firmware of {host}."
        return out.splitlines()[0]
    except subprocess.CalledProcessError as e:
        return f"Error reading the firmware of {host}: {e}"


def _uptime_of(host: str) -> str:
    # One failing return; the others are answers, and are not named.
    if host == "localhost":
        return "0s"
    try:
        return _ssh(host, "/system resource print")
    except subprocess.CalledProcessError as e:
        return f"Error: {e}"


def _run(host: str, command: str) -> str:
    try:
        host = resolve(host)
    except DeviceMissing as exc:
        msg = f"Error: {exc}"
        return msg
    if command.startswith("/tool"):
        try:
            result = _ssh(host, command)
        except TimeoutError as e:
            result = f"Error: timed out: {e}"
    else:
        try:
            result = _ssh(host, command)
        except ConnectionError as e:
            result = f"Error: {e}"
        except Exception as e:
            result = f"Error executing command: {e}"
    return result


def resolve(host: str) -> str:
    if not host:
        raise DeviceMissing("no host given")
    return host


@mcp.tool()
def firmware(host: str) -> str:
    return _firmware_of(host)  # want: softerror related=26,29


@mcp.tool()
def uptime(host: str) -> str:
    return _uptime_of(host)  # want: softerror related=39


@mcp.tool()
def run(host: str, command: str) -> str:
    return _run(host, command)  # want: softerror related=46,47,52,57,59,60


@mcp.tool()
def reboot(host: str) -> str:
    try:
        status = _ssh(host, "/system reboot")
    except ConnectionError as e:
        status = f"Error: {e}"
    except TimeoutError as e:
        status = f"Error: reboot timed out: {e}"
    return status  # want: softerror related=89,91


@mcp.tool()
def ping(host: str) -> str:
    # Fine: the failure assigned in the except branch is overwritten on every path before
    # the return.
    try:
        answer = _ssh(host, "/ping count=1")
    except ConnectionError as e:
        answer = f"Error: {e}"
    answer = f"pinged {host}"
    return answer


@mcp.tool()
def identity(host: str) -> str:
    # Fine: the except branch sets the failure, then overwrites it with a fallback answer in
    # the same branch.
    try:
        name = _ssh(host, "/system identity print")
    except ConnectionError as e:
        name = f"Error: {e}"
        name = "router"
    return name


@tool
def _pool_of(name: str):
    """An agent tool of this file."""
    if name not in ("lan", "guest"):
        return {"error": f"unknown pool {name}"}
    try:
        return {"pool": name, "size": int(_ssh("gw", f"/ip pool print {name}"))}
    except ValueError as e:
        return {"error": f"bad pool size: {e}"}


@mcp.tool()
def lease(mac: str) -> dict:
    return lease_of.func(mac)  # want: softerror related=routers/leases.py:12,routers/leases.py:16


@mcp.tool()
def pool(name: str) -> dict:
    return _pool_of.func(name)  # want: softerror related=123,127


@mcp.tool()
def leases() -> dict:
    # Fine: the agent tool this calls returns only answers.
    return lease_count.func()
