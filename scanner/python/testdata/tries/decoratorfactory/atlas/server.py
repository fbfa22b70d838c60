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

    @register_tool("describe_place", "Describe a place.")
    def describe_place(name: str) -> dict:
        text = gazetteer.describe(name)
        return {"name": name, "description": text}  # want: softerror related=atlas/client.py:18,atlas/client.py:21

    @register_tool("describe_mode", "Describe a place, raw or wrapped.")
    def describe_mode(name: str, raw: bool = False):
        text = gazetteer.describe(name)
        if raw:
            return text  # want: softerror
        return {"name": name, "description": text}  # the bare return above carries the failure

    @register_tool("place_facts", "List facts of a place.")
    def place_facts(name: str) -> dict:
        return {"name": name, "facts": gazetteer.facts(name)}  # want: softerror related=atlas/client.py:33

    @register_tool("search_text", "Search entries.")
    def search_text(query: str) -> dict:
        return {"query": query, "text": gazetteer.find_text(query)}  # a search's empty answer only

    @register_tool("checked_description", "Describe a place, or fail.")
    def checked_description(name: str) -> dict:
        text = gazetteer.describe(name)
        if text.startswith("Error") or text.startswith("No "):
            raise ValueError(text)  # want: raisederror
        return {"name": name, "description": text}  # tested: the tool raises on a failure

    @register_tool("lookup_place", "Look a place up.")
    def lookup_place(name: str) -> dict:
        return gazetteer.lookup(name)  # want: softerror related=atlas/client.py:38

    @register_tool("place_or_default", "Look a place up with a fallback.")
    def place_or_default(name: str) -> dict:
        return gazetteer.lookup(name) or {"name": name, "error": "lookup failed"}  # want: softerror

    @logged("draft")
    def draft(name: str) -> dict:
        return {"status": "error", "message": "not a tool"}  # not a tool: logged registers nothing

    return server
