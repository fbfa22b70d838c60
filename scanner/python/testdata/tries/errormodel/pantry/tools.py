"""Module functions the server's tools return: each hands back what the client gave."""

from pantry.client import client
from pantry.models import ErrorResponse, FetchError, LookupResult


async def search(query: str) -> list | dict:
    result = await client.find(query)
    if isinstance(result, ErrorResponse):
        return result.model_dump()  # the failure, as data: cited by the tool's finding
    return [{"name": r["name"]} for r in result]


async def search_checked(query: str) -> list:
    # Fine: the error object is raised, not returned.
    result = await client.find(query)
    if isinstance(result, ErrorResponse):
        raise ValueError(result.message)  # want: raisederror
    return result


async def lookup(key: str) -> dict:
    # Fine: LookupResult is a success model, not an error model.
    result = await client.lookup(key)
    if isinstance(result, LookupResult):
        return result.model_dump()
    return {}


async def fetch(url: str) -> dict:
    # Fine: FetchError's error member is optional; its default reports nothing.
    result = await client.fetch(url)
    if isinstance(result, FetchError):
        return result.model_dump()
    return {}
