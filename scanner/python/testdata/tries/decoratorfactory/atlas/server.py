"""Tools registered through decorators of the server factory's own, which hand the function
they decorate to server.tool(func, name=...)."""

import socket

from fastmcp import FastMCP

from atlas.client import Gazetteer

mcp = FastMCP("atlas-direct")


def expose(func):
    mcp.tool(func)
    return func


def timed(func):
    # Decorates without registering: what it decorates is no tool.
    return func


@expose
def resolve_host(host: str) -> dict:
    try:
        return {"host": socket.gethostbyname(host)}
    except Exception as e:
        return {"error": str(e)}  # want: softerror


@timed
def helper(host: str) -> dict:
    try:
        return {"host": socket.gethostbyname(host)}
    except Exception as e:
        return {"error": str(e)}  # not a tool: timed registers nothing


def create_server(lang: str) -> FastMCP:
    server = FastMCP("atlas")
    gazetteer = Gazetteer(lang)

    def register_tool(name: str, description: str):
        def decorator(func):
            server.tool(func, name=name, description=description)
            server.tool(func, name=f"atlas_{name}", description=description)
            return func

        return decorator

    def logged(label: str):
        def decorator(func):
            # A factory whose decorator registers nothing.
            return func

        return decorator

    @register_tool("find_place", "Look a place up.")
    def find_place(name: str) -> dict:
        if not name.strip():
            return {"status": "error", "message": "empty name"}  # want: softerror
        return gazetteer.place(name)  # want: softerror related=atlas/client.py:12

    @register_tool("test_atlas_connectivity", "Check that the gazetteer answers.")
    def test_atlas_connectivity() -> dict:
        try:
            return {"status": "ok", "place": gazetteer.place("Greenwich")}
        except Exception as e:
            return {"status": "failed", "error": str(e)}  # a connectivity probe: failure is its answer

    @logged("draft")
    def draft(name: str) -> dict:
        return {"status": "error", "message": "not a tool"}  # not a tool: logged registers nothing

    return server
