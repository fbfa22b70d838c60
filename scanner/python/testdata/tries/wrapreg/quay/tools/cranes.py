"""Crane tools: each takes a token provider first, which the server's wrapper injects."""

import json


class CraneError(Exception):
    pass


async def lift(get_token, crane: str, tons: int) -> str:
    if tons > 40:
        # Fine: the server's _guarded wrapper answers every exception (with a soft error,
        # reported there).
        raise ValueError(f"crane {crane} cannot lift {tons} tons")
    return f"lifted {tons} tons with {get_token()}"


async def crane_state(get_token, crane: str) -> str:
    if not crane:
        return json.dumps({"error": f"unknown crane {crane}"})  # want: softerror related=quay/server.py:19
    return json.dumps({"crane": crane, "busy": False})


async def park(get_token, crane: str) -> str:
    if crane == "c0":
        raise CraneError("crane c0 is parked already")  # want: raisederror related=quay/server.py:20
    return f"parked {crane}"


async def swing(get_token, crane: str) -> str:
    if crane == "c9":
        raise CraneError("crane c9 is locked")  # want: raisederror
    return f"swung {crane}"


async def hoist(get_token, crane: str) -> str:
    if crane == "c5":
        # Fine: the _answered wrapper answers every exception with an isError result.
        raise CraneError("crane c5 is down")
    return f"hoisted with {crane}"
