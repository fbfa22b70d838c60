"""Tools that return what the decorated helpers return."""

import functools

from mcp.server.fastmcp import FastMCP

from .errors import api_errors, log_and_reraise
from .helpers import fetch_item, fetch_other, put_item, raw_item, slow_item

mcp = FastMCP("decorated")


def local_errors(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception as e:
            # Fine here: it wraps no tool; find, which returns what lookup answers, is reported.
            return {"error": str(e)}

    return wrapper


@local_errors
def lookup(name: str) -> dict:
    if not name:
        # Fine for raisederror: local_errors, in this file, answers it.
        raise ValueError("a name is required")
    return {"name": name}


@mcp.tool()
async def get_item(item_id: str) -> dict:
    return await fetch_item(item_id)  # want: softerror


@mcp.tool()
async def get_other(item_id: str) -> dict:
    return await fetch_other(item_id)  # want: softerror


@mcp.tool()
def put(item_id: str) -> dict:
    # Fine for softerror: log_and_reraise answers nothing; what put_item raises is the failure.
    return put_item(item_id)


@mcp.tool()
def slow(item_id: str) -> dict:
    return slow_item(item_id)  # want: softerror


@mcp.tool()
def raw(item_id: str) -> dict:
    return raw_item(item_id)


@mcp.tool()
def find(name: str) -> dict:
    return lookup(name)  # want: softerror


@api_errors
async def local_fetch(item_id: str) -> dict:
    if not item_id:
        # Fine for raisederror: api_errors, of another file, answers it.
        raise ValueError("an item id is required")
    return {"item": item_id}


@log_and_reraise
def local_put(item_id: str) -> dict:
    if not item_id:
        raise ValueError("an item id is required")  # want: raisederror
    return {"put": item_id}


@mcp.tool()
async def fetch_local(item_id: str) -> dict:
    return await local_fetch(item_id)  # want: softerror


@mcp.tool()
def put_local(item_id: str) -> dict:
    return local_put(item_id)


@mcp.tool()
async def refresh(item_id: str) -> dict:
    item = await fetch_item(item_id)
    return {"success": True, "item": item}  # want: softerror


@mcp.tool()
def put_checked(item_id: str) -> dict:
    # Fine: put_item answers no failure; what it raises is reported there.
    return {"success": True, "item": put_item(item_id)}
