"""Coroutine functions the tools call without awaiting them: each hands its coroutine to a
runner of server.py, and its body runs only where that runner awaits it."""


class RelayError(Exception):
    pass


async def _request(client, path):
    if client is None:
        raise RelayError(f"no connection for {path}")  # caught in run_tool's try: no finding
    return await client.get(path)


async def fetch(client, key):
    if not key:
        raise ValueError("key is required")  # caught in run_tool's try: no finding
    return await _request(client, f"/items/{key}")


async def fetch_loose(client, key):
    if not key:
        raise ValueError("key is required")  # want: raisederror
    return await client.get(f"/loose/{key}")


async def fetch_again(client, key):
    if not key:
        raise ValueError("key is required")  # want: raisederror
    return await client.get(f"/again/{key}")


def fetch_now(client, key):
    # A plain function: it runs where the tool calls it, before run_tool is called.
    if not key:
        raise ValueError("key is required")  # want: raisederror
    return client.get_now(f"/now/{key}")
