"""Tool definitions in a registry, filled by a decorator: this module spells no MCP name."""

from dataclasses import dataclass
from typing import Any, Callable, Dict


@dataclass
class Definition:
    name: str
    handler: Callable[..., Any]


class Catalog:
    def __init__(self):
        self._defs: Dict[str, Definition] = {}

    def register(self, definition: Definition) -> None:
        self._defs[definition.name] = definition

    def lookup(self, name: str):
        return self._defs.get(name)

    async def call_tool(self, name: str, arguments: Dict[str, Any]) -> Any:
        definition = self.lookup(name)
        if not definition:
            raise ValueError(f"Unknown tool: {name}")
        try:
            return await definition.handler(**arguments)
        except Exception:
            raise


_catalog = Catalog()


def harbor_tool(name: str, description: str = ""):
    def decorator(func):
        definition = Definition(name=name, handler=func)
        _catalog.register(definition)
        return func

    return decorator


def get_catalog() -> Catalog:
    return _catalog
