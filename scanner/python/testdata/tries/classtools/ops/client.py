"""The API client the tools share, which BaseTool's __init__ takes annotated."""

import httpx


class ApiError(Exception):
    pass


class OpsClient:
    def __init__(self, base_url: str):
        self.base_url = base_url

    async def get(self, path: str) -> dict:
        async with httpx.AsyncClient() as http:
            r = await http.get(f"{self.base_url}/{path}")
        if r.status_code >= 400:
            raise ApiError(f"GET {path} failed: {r.status_code}")  # want: raisederror
        return r.json()
