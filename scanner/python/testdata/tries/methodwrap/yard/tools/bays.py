"""Bay tools: each takes a token provider first, which the server's wrapper injects."""

import json


async def open_bay(get_token, bay: str) -> str:
    if bay.startswith("x"):
        raise ValueError(f"bay {bay} is closed for repairs")  # want: raisederror related=yard/server.py:17
    return f"bay {bay} opened with {get_token()}"


async def bay_status(get_token, bay: str) -> str:
    if not bay.isdigit():
        return json.dumps({"error": f"unknown bay {bay}"})  # want: softerror related=yard/server.py:18
    return json.dumps({"bay": bay, "open": True})


async def scrap_bay(get_token, bay: str) -> str:
    # Fine: never registered, so no client reaches this raise.
    raise RuntimeError(f"bay {bay} cannot be scrapped")


async def seal_bay(get_token, bay: str) -> str:
    # Fine: the server registers a method of its own catalog under this name, not this function.
    raise RuntimeError(f"bay {bay} cannot be sealed")
