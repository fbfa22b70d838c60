"""A registry of handlers and the decorator that fills it: this module spells no MCP name."""

from dataclasses import dataclass
from typing import Any, Callable


@dataclass
class Entry:
    name: str
    handler: Callable[..., Any]


class Registry:
    def __init__(self):
        self._entries = {}

    def add(self, entry: Entry) -> None:
        self._entries[entry.name] = entry

    def call(self, name, arguments):
        entry = self._entries[name]
        return entry.handler(**arguments)


REGISTRY = Registry()


def orchard_tool(name):
    def decorator(func):
        entry = Entry(name=name, handler=func)
        REGISTRY.add(entry)
        return func

    return decorator
