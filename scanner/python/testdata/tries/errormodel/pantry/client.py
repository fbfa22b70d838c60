"""The API client: returns an ErrorResponse on failure instead of raising."""

import httpx

from pantry.models import ErrorResponse, FetchError, LookupResult


class PantryClient:
    async def find(self, query: str) -> list | ErrorResponse:
        try:
            r = httpx.get("https://pantry.example/find", params={"q": query})
        except httpx.HTTPError as e:
            return ErrorResponse.api_error(f"request failed: {e}")
        if r.status_code == 404:
            return ErrorResponse.not_found(query)
        return r.json()

    async def lookup(self, key: str) -> LookupResult:
        r = httpx.get(f"https://pantry.example/items/{key}")
        return LookupResult(success=r.status_code == 200, items=r.json())

    async def fetch(self, url: str) -> FetchError:
        return FetchError(url=url)


client = PantryClient()
