"""python-sdk 1.x FastMCP: error texts built from tracebacks, reprs and secrets."""

import logging
import os
import sys
import traceback

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

from errors import describe, set_key

log = logging.getLogger(__name__)
mcp = FastMCP("leaky")
API_TOKEN = os.environ.get("SERVICE_API_TOKEN", "")


@mcp.tool()
def fetch(url: str) -> str:
    try:
        return download(url)
    except Exception:
        raise ToolError(traceback.format_exc())  # want: raisederror; internalleak


@mcp.tool()
def parse(text: str) -> CallToolResult:
    try:
        return CallToolResult(content=[TextContent(type="text", text=text.upper())])
    except ValueError as e:
        return CallToolResult(isError=True, content=[TextContent(type="text", text=repr(e))])  # want: errorresult; internalleak


@mcp.tool()
def parse_fstring(text: str) -> str:
    try:
        return text.upper()
    except ValueError as e:
        raise ToolError(f"could not parse: {e!r}")  # want: raisederror; internalleak


@mcp.tool()
def held(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        tb = traceback.format_exc()
        raise ToolError(f"failed:\n{tb}")  # want: raisederror; internalleak


@mcp.tool()
def exc_info_tool(text: str) -> str:
    try:
        return text.upper()
    except ValueError:
        raise ToolError(str(sys.exc_info()[1]))  # want: raisederror; internalleak


@mcp.tool()
def soft(text: str) -> dict:
    try:
        return {"result": text.upper()}
    except ValueError as e:
        return {"error": str(e), "traceback": traceback.format_exc()}  # want: softerror; internalleak


@mcp.tool()
def auth(repo: str) -> str:
    if not repo:
        raise ToolError(f"request with token {API_TOKEN} failed")  # want: raisederror; internalleak
    if repo == "x":
        raise ToolError(f"bad key {os.environ['GITHUB_TOKEN']}")  # want: raisederror; internalleak
    return repo


def format_failure(e: Exception) -> str:
    return f"{e}\n" + "".join(traceback.format_exception(e))  # want: internalleak related=sdk/server.py:91


def clean_failure(e: Exception) -> str:
    log.exception("tool failed")
    return f"{type(e).__name__}: {e}"


@mcp.tool()
def helper_user(text: str) -> str:
    try:
        return text.upper()
    except ValueError as e:
        raise ToolError(format_failure(e))  # want: raisederror


@mcp.tool()
def other_file(text: str) -> str:
    try:
        return text.upper()
    except ValueError as e:
        raise ToolError(describe(e))  # want: raisederror; internalleak related=sdk/errors.py:7


# Fine: the traceback goes to the log; the result carries a short cause.
@mcp.tool()
def logged(text: str) -> str:
    try:
        return text.upper()
    except ValueError as e:
        log.error("parse failed: %s", traceback.format_exc())
        raise ToolError(clean_failure(e))  # want: raisederror


# Fine: the name of the setting, not its value; str(e), not repr(e); a test of the key.
@mcp.tool()
def configured(text: str) -> str:
    if not API_TOKEN:
        raise ToolError("SERVICE_API_TOKEN is not set")  # want: raisederror
    try:
        return text.upper()
    except ValueError as e:
        raise ToolError(f"could not parse: {e}" if API_TOKEN else "no token")  # want: raisederror


def _settings() -> dict:
    return {"api_key": os.getenv("SERVICE_API_KEY"), "error": None}


# Fine: one entry of a dict that also holds the key.
@mcp.tool()
def entry(text: str) -> dict:
    cfg = _settings()
    if cfg["error"]:
        return {"error": cfg["error"]}  # want: softerror
    return {"ok": text}


GITHUB_TOKEN = "GITHUB_TOKEN"


# Fine: the constant holds the setting's name.
@mcp.tool()
def named(text: str) -> str:
    if not os.environ.get(GITHUB_TOKEN):
        raise ToolError(f"{GITHUB_TOKEN} is not set")  # want: raisederror
    return text


SETTINGS = {"base_url": "https://api.example.test", "api_key": os.environ.get("SERVICE_API_KEY", "")}


def local_greeting(settings: dict, who: str) -> str:
    # Hands back its second argument alone.
    return f"configured for {who}"


def local_dump(settings: dict) -> str:
    return f"settings: {settings}"


@mcp.tool()
def configure(mode: str) -> str:
    # set_key (errors.py) returns a sentence, not the settings it is handed.
    text = set_key(SETTINGS, mode)
    raise ToolError(f"not configured: {text}")  # want: raisederror


@mcp.tool()
def configure_local(mode: str) -> str:
    text = local_greeting(SETTINGS, mode)
    raise ToolError(f"not configured: {text}")  # want: raisederror


@mcp.tool()
def dump_settings(mode: str) -> str:
    text = local_dump(SETTINGS)
    raise ToolError(f"not configured: {text}")  # want: raisederror; internalleak
