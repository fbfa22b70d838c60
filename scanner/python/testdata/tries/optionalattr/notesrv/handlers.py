from typing import Any

from mcp.types import TextContent


class NotesHandler:
    def __init__(self, store: dict) -> None:
        self.store = store

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> TextContent:
        try:
            if name == "add_note":
                return await self._add(arguments["title"], arguments["body"])
            elif name == "drop_note":
                return await self._drop(arguments["title"])
            return TextContent(type="text", text=f"Unknown tool: {name}")
        except Exception as e:
            return TextContent(type="text", text=f"Error running {name}: {e}")

    async def _add(self, title: str, body: str) -> TextContent:
        if title in self.store:
            return TextContent(type="text", text=f"Failed to add note '{title}': it exists")
        self.store[title] = body
        return TextContent(type="text", text=f"Added note '{title}'")

    async def _drop(self, title: str) -> TextContent:
        self.store.pop(title, None)
        return TextContent(type="text", text=f"Dropped note '{title}'")


class TallyHandler:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> TextContent:
        self.counts[name] = self.counts.get(name, 0) + 1
        return TextContent(type="text", text=f"{name}: {self.counts[name]}")
