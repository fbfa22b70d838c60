"""Objects the tools build: their methods answer a failure with text or an error object."""


class HealthTool:
    def __init__(self, driver):
        self.driver = driver

    async def health(self, kinds: str) -> str:
        try:
            if kinds not in ("index", "vacuum"):
                return f"Invalid health kinds provided: '{kinds}'."
            return "ok: " + await self.driver.run(kinds)
        except Exception as e:
            return f"Error calculating health: {e}"

    async def sizes(self) -> str:
        rows = await self.driver.run("sizes")
        return "\n".join(str(r) for r in rows)
