"""A catalog whose methods answer every failure with text, but one."""

import json
import logging

import httpx

log = logging.getLogger(__name__)


class Catalog:
    def __init__(self, base: str):
        self.base = base

    async def search(self, query: str) -> str:
        """Answers every failure."""
        try:
            r = httpx.get(f"{self.base}/search", params={"q": query})
            r.raise_for_status()
            return json.dumps(r.json())
        except httpx.HTTPError as e:
            log.error(f"catalog error: {e}")
            return f"Error: {e}"  # want: softerror
        except Exception as e:
            log.error(f"unexpected: {e}")
            return f"Unexpected error: {e}"

    async def count(self) -> str:
        try:
            return str(len(httpx.get(f"{self.base}/all").json()))
        except Exception as e:
            return f"Error: {e}"  # reported where shelf_count returns it

    async def strict(self, key: str) -> str:
        """Lets a failure out."""
        return httpx.get(f"{self.base}/items/{key}").text


async def lookup(key: str) -> str:
    """A module function that answers every failure."""
    try:
        return httpx.get(f"https://catalog.example/{key}").text
    except Exception as e:
        return f"Error: {e}"  # reported where shelf_lookup returns it
