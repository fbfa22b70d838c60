from abc import ABC, abstractmethod


class BaseTool(ABC):
    @abstractmethod
    async def call_tool(self, name: str, arguments: dict) -> str: ...
