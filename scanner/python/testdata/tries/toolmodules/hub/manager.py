from typing import Dict, List

from hub.base import BaseTool
from hub.clock import ClockTools
from hub.notes import NoteTools


class ToolsManager:
    def __init__(self):
        self._modules: List[BaseTool] = [NoteTools(), ClockTools()]
        self._mapping = self._build_mapping()

    def _build_mapping(self) -> Dict[str, BaseTool]:
        return {"read_note": self._modules[0], "list_notes": self._modules[0], "now": self._modules[1]}

    async def call_tool(self, name: str, arguments: dict) -> str:
        module = self._mapping[name]
        result = await module.call_tool(name, arguments)
        return result
