"""Turning what the lockers return into plain JSON values."""
from typing import Any


def to_plain(obj: Any) -> Any:
    """A JSON-ready copy: None stays None, containers are copied member by member."""
    if obj is None:
        return None
    elif isinstance(obj, (bool, int, float, str)):
        return obj
    elif isinstance(obj, (list, tuple)):
        return [to_plain(item) for item in obj]
    elif isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in obj.items()}
    return str(obj)


def or_nothing(obj: Any, fallback: Any = None) -> Any:
    """What it is given, unless the caller gave no fallback: then nothing at all."""
    if fallback is None:
        return None
    return obj


def describe(obj: Any) -> str:
    """One line about what it is given, or a failure of its own when given nothing."""
    if not obj:
        return "Error: there is nothing to describe"
    return f"{len(obj)} members"
