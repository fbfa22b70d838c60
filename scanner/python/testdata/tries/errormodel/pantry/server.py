"""Tools that return the module functions' values, and one that tests the client's value itself."""

from fastmcp import FastMCP
from pydantic import BaseModel

from pantry.client import client
from pantry.models import ErrorResponse
from pantry.tools import fetch, lookup, search, search_checked

mcp = FastMCP("pantry")


@mcp.tool()
async def search_pantry(query: str) -> list | dict:
    return await search(query)  # want: softerror related=pantry/tools.py:10,pantry/models.py:6


@mcp.tool()
async def search_pantry_checked(query: str) -> list:
    return await search_checked(query)


@mcp.tool()
async def lookup_item(key: str) -> dict:
    return await lookup(key)


@mcp.tool()
async def fetch_page(url: str) -> dict:
    return await fetch(url)


@mcp.tool()
async def find_items(query: str) -> list | dict:
    result = await client.find(query)
    if isinstance(result, ErrorResponse):
        return result.model_dump()  # want: softerror shape=structured related=36,pantry/models.py:6
    return result


@mcp.tool()
async def find_first(query: str) -> dict:
    # Fine: the isinstance branch is another object than the one returned.
    result = await client.find(query)
    other = {"query": query}
    if isinstance(result, ErrorResponse):
        return other
    return {"first": result[0]}


class StepFailure(BaseModel):
    # A model of this file named for a failure whose status defaults to "error".
    status: str = "error"
    reason: str


def _step(name: str) -> dict | StepFailure:
    if not name:
        return StepFailure(reason="no step named")
    return {"step": name}


@mcp.tool()
async def run_step(name: str) -> dict | str:
    out = _step(name)
    if isinstance(out, StepFailure):
        return out.reason  # want: softerror shape=unknown related=66,51
    return out
