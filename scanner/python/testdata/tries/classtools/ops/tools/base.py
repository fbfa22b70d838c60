"""The tools' base class, and the registry that keeps each tool's execute by its name."""

from abc import ABC, abstractmethod
from typing import Any, Callable

from mcp.types import TextContent

from ..client import OpsClient


class BaseTool(ABC):
    def __init__(self, client: OpsClient):
        self.client = client

    @property
    @abstractmethod
    def name(self) -> str: ...

    @abstractmethod
    async def execute(self, arguments: dict[str, Any]) -> list[TextContent]:
        pass


class ToolRegistry:
    def __init__(self):
        self._tools: dict[str, BaseTool] = {}
        self._handlers: dict[str, Callable] = {}

    def register(self, tool: BaseTool) -> None:
        self._tools[tool.name] = tool
        self._handlers[tool.name] = tool.execute

    def register_all(self, tools: list[BaseTool]) -> None:
        for tool in tools:
            self.register(tool)

    def get_handler(self, name: str) -> Callable | None:
        return self._handlers.get(name)


class Exporter(ABC):
    @abstractmethod
    def write(self, rows: list) -> str: ...


class ExportRegistry:
    """Exporters the command line runs by format: no tool looks them up."""

    def __init__(self):
        self._writers: dict[str, Callable] = {}

    def add(self, exporter: Exporter) -> None:
        self._writers[exporter.name] = exporter.write

    def writer(self, fmt: str) -> Callable | None:
        return self._writers.get(fmt)
