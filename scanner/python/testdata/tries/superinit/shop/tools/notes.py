import json

from shop.tools.base import BaseTools


class NoteTools(BaseTools):
    """Its own __init__ does not call the base's: self.store is whatever it is, unknown here."""

    def __init__(self, store):
        self.backend = store

    async def call_tool(self, name: str) -> str:
        if name == "list_notes":
            result = await self._list_notes()
        else:
            result = await self._count_notes()
        return json.dumps(result)

    async def _list_notes(self) -> dict:
        result = await self.store.query("SELECT * FROM notes")
        return result

    async def _count_notes(self) -> dict:
        return {"count": 0}
