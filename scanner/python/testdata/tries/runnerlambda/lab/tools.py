"""Tool classes whose execute answers some failures as text."""


class ReadTool:
    async def execute(self, manager, name: str) -> str:
        try:
            conn = await manager.connect(name)
        except Exception as e:
            return f"Failed to connect the server: {e}"
        return await conn.read()


class CountTool:
    async def execute(self, manager) -> str:
        # Never a failure.
        return f"{len(manager)} notebooks"


def lookup_sync(manager, name: str) -> str:
    try:
        return manager.lookup(name)
    except Exception as e:
        return f"Error: lookup failed: {e}"
