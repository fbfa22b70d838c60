"""A client that every tool of the workspace calls."""

import httpx


class LedgerClient:
    def __init__(self, base_url: str):
        self.base_url = base_url

    def fetch(self, account: str) -> dict:
        try:
            response = httpx.get(f"{self.base_url}/accounts/{account}")
            response.raise_for_status()
        except httpx.HTTPStatusError:
            raise  # want: raisederror
        return response.json()
