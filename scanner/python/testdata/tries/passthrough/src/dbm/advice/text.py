class Presenter:
    def __init__(self, driver, tuner):
        self.driver = driver
        self.tuner = tuner

    async def analyze(self, limit=10):
        return await self._run(limit=limit)

    async def _run(self, limit):
        try:
            out = await self.tuner.tune(limit)
            if out.error:
                return {"error": out.error}
            return {"recommendations": out.items}
        except Exception as e:
            return {"error": f"Error analyzing: {e}"}
