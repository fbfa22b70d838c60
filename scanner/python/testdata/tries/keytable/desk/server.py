"""Tools that call the helpers of texts.py."""

from mcp.server.fastmcp import FastMCP

from .texts import (
    add_level,
    blurb,
    caption,
    extend_sizes,
    folded,
    headline,
    lane,
    note,
    owner,
    register_lanes,
    size,
    summary,
    weight,
)

mcp = FastMCP("desk")


@mcp.tool()
def open_ticket(title: str) -> str:
    return note("opened") + note(key="moved", lane="todo") + title


@mcp.tool()
def close_ticket(title: str) -> str:
    return note("closed") + owner("user") + owner(scope="team") + headline("closed") + title


@mcp.tool()
def describe(title: str) -> str:
    return blurb("opened") + blurb("archived") + title  # archived is no key of _NOTES


@mcp.tool()
def explain(key: str) -> str:
    return summary(key)  # the tool's caller picks the key


@mcp.tool()
def level(title: str) -> str:
    add_level("mid", 2)
    return str(weight("low")) + title


@mcp.tool()
def shout(title: str) -> str:
    return folded("opened") + title  # the lookup is of key.lower(), not of key


@mcp.tool()
def sized(title: str) -> str:
    extend_sizes({"huge": 20})
    return str(size("small")) + title


@mcp.tool()
def laned(title: str) -> str:
    register_lanes(print)
    return lane("todo") + title


@mcp.tool()
def captioned(title: str) -> str:
    return caption("opened") + title  # the try does more than the lookup
