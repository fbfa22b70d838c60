"""A registry of tool definitions and the decorator factories that fill it: this module spells
no MCP name."""

import asyncio
from dataclasses import dataclass
from typing import Any, Callable, Dict


@dataclass
class ToolSpec:
    name: str
    summary: str
    run: Callable[..., Any]


class ToolBook:
    def __init__(self):
        self._specs: Dict[str, ToolSpec] = {}

    def register(self, spec: ToolSpec) -> None:
        self._specs[spec.name] = spec

    def find(self, name: str):
        return self._specs.get(name)

    async def invoke(self, name: str, arguments: Dict[str, Any]) -> Any:
        spec = self.find(name)
        if spec is None:
            raise ValueError(f"no tool {name}")  # want: raisederror related=almanac/server.py:15,almanac/server.py:17
        if asyncio.iscoroutinefunction(spec.run):
            return await spec.run(**arguments)
        return spec.run(**arguments)


class DraftBook:
    """Tools still being written: the server never asks this book for one."""

    def __init__(self):
        self._specs = {}

    def register(self, spec: ToolSpec) -> None:
        self._specs[spec.name] = spec

    async def invoke(self, name, arguments):
        return await self._specs[name].run(**arguments)


_book = ToolBook()
_drafts = DraftBook()


def almanac_tool(name: str, summary: str = ""):
    def decorator(func):
        spec = ToolSpec(name=name, summary=summary, run=func)
        _book.register(spec)
        return func

    return decorator


def draft_tool(name: str):
    # Registers into the draft book, which no handler dispatches through.
    def decorator(func):
        _drafts.register(ToolSpec(name=name, summary="", run=func))
        return func

    return decorator


def logged_tool(name: str):
    # Named like a registrar, but registers nothing: what it decorates is no tool.
    def decorator(func):
        print("defined", name, func.__name__)
        return func

    return decorator


def get_book() -> ToolBook:
    return _book
