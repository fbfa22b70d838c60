from typing import Optional


class Limiter:
    async def run(self, fn):
        try:
            return await fn()
        except Exception:
            raise  # want: raisederror


class Throttle:
    async def run(self, fn):
        raise RuntimeError("throttled")  # not followed: an Optional[...] annotation names no class, only the default does


class LimitedClient:
    # `limiter or Limiter()`: a default of the same class the parameter is annotated with.
    def __init__(self, limiter: Optional[Limiter] = None, throttle: Optional[Throttle] = None):
        self.limiter = limiter or Limiter()
        self.mixed = throttle or Limiter()

    async def get(self, path: str) -> str:
        async def call():
            return path

        return await self.limiter.run(call)

    async def get_mixed(self, path: str) -> str:
        async def call():
            return path

        return await self.mixed.run(call)
