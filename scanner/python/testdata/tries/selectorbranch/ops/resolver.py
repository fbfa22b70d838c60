"""Dispatchers that branch on the operation their callers pass."""

from .adapters import archive, get_item, list_items, orphan, check, purge, restore, stop_item


def resolve(intent: dict, ctx=None):
    op = intent.get("operation")
    if op == "get":
        return get_item(intent.get("id"))
    if op == "stop":
        return stop_item(intent.get("id"))
    if op in ("list", "ls"):
        return list_items()
    if op == "orphan":
        return orphan()
    match op:
        case "ping":
            return check()
    return {"error": {"code": "unsupported", "message": f"Operation {op} not supported."}}  # want: softerror lead=resolve


def run_action(action, payload=None):
    if action == "archive":
        return archive(payload)
    elif action == "restore":
        return restore(payload)
    else:
        # The final else answers every other action.
        return purge(payload)
