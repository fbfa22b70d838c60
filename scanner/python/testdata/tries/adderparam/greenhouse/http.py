"""A client whose requests answer a failure as a dict, through a sync wrapper of the async call."""
import asyncio
from typing import Any, cast


class GreenhouseClient:
    async def request_async(self, path: str) -> dict[str, Any]:
        if path.startswith("/admin"):
            return {"error": True, "detail": f"path {path} is not allowed"}
        return {"path": path}

    def _run(self, coro) -> Any:
        return asyncio.run(coro)

    def request(self, path: str) -> dict[str, Any]:
        return cast(dict[str, Any], self._run(self.request_async(path)))


class ClientCache:
    _client: GreenhouseClient | None = None

    @classmethod
    def get(cls) -> GreenhouseClient:
        if cls._client is None:
            cls._client = GreenhouseClient()
        return cls._client
