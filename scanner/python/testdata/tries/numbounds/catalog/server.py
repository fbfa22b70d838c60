"""Tools whose validated parameters bound the numbers the client checks again."""

from typing import Annotated

from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, Field, field_validator

from .client import blend, browse, cap, clamp, deep, lookup, named, page, search, window

mcp = FastMCP("catalog")


class SearchParams(BaseModel):
    query: str = Field(..., description="what to look for")
    limit: int = Field(25, ge=1, le=100)
    offset: int = Field(0, ge=0)


class LooseParams(BaseModel):
    limit: int = Field(25, ge=1, le=100)

    @field_validator("limit")
    @classmethod
    def widen(cls, v: int) -> int:
        return v * 10  # an after-validator may return what the bounds refuse


@mcp.tool()
async def find(params: SearchParams) -> str:
    """Search the catalog.

    Args:
        params: what to look for, and the page (a docstring naming it changes nothing)
    """
    return await search(params.query, limit=params.limit, offset=params.offset)


@mcp.tool()
async def list_page(size: Annotated[int, Field(ge=1, le=50)] = 10) -> str:
    return page(size)


@mcp.tool()
async def rename(name: str = Field(..., min_length=1, max_length=64)) -> str:
    return named(name)


@mcp.tool()
async def show(params: SearchParams) -> str:
    return lookup(params.limit)  # the bound 100 does not rule out > 50


@mcp.tool()
async def all_items(params: SearchParams, count: int) -> str:
    return browse(params.limit) + browse(count)  # count is not bounded


@mcp.tool()
async def dig(depth: int = Field(0, ge=1)) -> str:
    return deep(depth)  # pydantic does not validate the default 0


@mcp.tool()
async def loose(params: LooseParams) -> str:
    return window(params.limit)


@mcp.tool()
async def tweak(params: SearchParams) -> str:
    params.limit = params.limit * 2
    return clamp(params.limit)  # no longer the value pydantic validated


def cli(limit: int) -> str:
    return page(limit)  # not reached from a tool: it does not matter


@mcp.tool()
async def reset(params: SearchParams) -> str:
    prepare(params)
    return cap(params.limit)  # prepare may have changed the limit


def prepare(params: SearchParams) -> None:
    params.limit = 0


@mcp.tool()
async def mix(ratio: float = Field(0.5, gt=0, lt=1)) -> str:
    return blend(ratio)
