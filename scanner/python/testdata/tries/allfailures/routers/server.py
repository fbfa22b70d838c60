"""A router fleet's tools: helpers with several failing returns, and a shared result that
several except branches set. Every failing return or assignment is named in related."""

import subprocess

from mcp.server.fastmcp import FastMCP

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
    return _firmware_of(host)  # want: softerror related=23,26


@mcp.tool()
def uptime(host: str) -> str:
    return _uptime_of(host)  # want: softerror related=36


@mcp.tool()
def run(host: str, command: str) -> str:
    return _run(host, command)  # want: softerror related=43,44,49,54,56,57


@mcp.tool()
def reboot(host: str) -> str:
    try:
        status = _ssh(host, "/system reboot")
    except ConnectionError as e:
        status = f"Error: {e}"
    except TimeoutError as e:
        status = f"Error: reboot timed out: {e}"
    return status  # want: softerror related=86,88


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
