"""A tool module: its dispatch answers each failure with an error object, encoded as TOON text."""

from toon_format import encode as toon_encode

from hub.base import BaseTool


class NoteTools(BaseTool):
    async def call_tool(self, name: str, arguments: dict) -> str:
        if name == "read_note":
            result = await self._read(arguments)
        elif name == "list_notes":
            result = await self._list(arguments)
        else:
            result = {"success": False, "error": f"Unknown note tool: {name}"}
        return toon_encode(result)

    async def _read(self, arguments: dict) -> dict:
        title = arguments.get("title")
        if not title:
            return {"success": False, "error": "title is required"}
        return {"success": True, "note": title}

    async def _list(self, arguments: dict) -> dict:
        try:
            return {"success": True, "notes": sorted(arguments)}
        except TypeError as e:
            return {"success": False, "error": str(e)}
