"""Handlers that answer failures as error objects, which the dispatcher flags."""

from vault.store import Store


async def read_secret(key: str) -> dict:
    value = Store().get(key)
    if value is None:
        return {"error": f"no secret {key}"}  # GOOD: the dispatcher flags it
    return {"value": value}


async def list_keys() -> dict:
    return {"keys": Store().keys()}


def get_handler(name: str):
    handlers = {"read_secret": read_secret, "list_keys": list_keys}
    return handlers[name]


async def read_note(key: str) -> dict:
    if not key:
        return {"error": "key is required"}  # GOOD: the dispatcher of direct.py flags it
    return {"note": Store().get(key)}


NOTE_HANDLERS = {"read_note": read_note, "list_keys": list_keys}
