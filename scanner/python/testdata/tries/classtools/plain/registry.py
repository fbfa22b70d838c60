"""A registry that stores the run method of whatever it is given: no class says which."""

from mcp.types import TextContent


class Registry:
    def __init__(self):
        self._runs = {}

    def add(self, tool) -> None:
        self._runs[tool.name] = tool.run

    def lookup(self, name: str):
        return self._runs.get(name)


class PingTool:
    name = "ping"

    async def run(self, arguments: dict) -> list[TextContent]:
        raise RuntimeError("ping is down")


class EchoTool(PingTool):
    name = "echo"

    async def run(self, arguments: dict) -> list[TextContent]:
        raise RuntimeError("echo is down")
