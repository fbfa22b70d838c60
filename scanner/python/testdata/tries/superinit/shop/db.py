class Store:
    async def query(self, sql: str) -> dict:
        try:
            rows = await self._run(sql)
        except OSError as e:
            return {"success": False, "error": str(e)}
        return {"success": True, "rows": rows}

    async def _run(self, sql: str) -> list:
        return []
