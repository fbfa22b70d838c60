"""Tools over the standard-library client."""

from .raw import RawMail
from .server import mcp


@mcp.tool()
def raw_body(url: str) -> str:
    return RawMail().body(url)


@mcp.tool()
def raw_headers(url: str) -> str:
    return RawMail().headers(url)


@mcp.tool()
def raw_cached(path: str) -> str:
    return RawMail().cached(path)


@mcp.tool()
def raw_size(text: str) -> int:
    return RawMail().size(text)
