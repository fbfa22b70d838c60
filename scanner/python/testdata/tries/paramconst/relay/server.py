"""Tools that call the helpers of http.py."""

from mcp.server.fastmcp import FastMCP

from .http import fetch, handed, head, patch, remove, request

mcp = FastMCP("relay")


@mcp.tool()
def get(path: str) -> str:
    return request("GET", path)


@mcp.tool()
def put(path: str) -> str:
    return request(method="PUT", path=path) + request("POST", path)


@mcp.tool()
def page(path: str, kind: str) -> str:
    return fetch("json", path) + fetch(kind, path)  # kind may be anything


@mcp.tool()
def drop(path: str) -> str:
    return remove("user", path) + remove(scope="org", path=path)


@mcp.tool()
def merge(path: str) -> str:
    return patch("replace", path)  # not the mode patch accepts


@mcp.tool()
def run(op: str, path: str) -> str:
    return handed("a", path)


@mcp.tool()
def peek(path: str) -> str:
    return head("HEAD", path, cached=True)  # the guarded case does not take it
