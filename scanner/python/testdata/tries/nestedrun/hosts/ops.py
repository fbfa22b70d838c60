"""Inventory operations: a failure is an object with "ok": False."""
from typing import Any

HOSTS: list[str] = []


def add_host(name: str) -> dict[str, Any]:
    if not name.islower():
        return {"ok": False, "error": f"host name must be lower case: {name}"}
    HOSTS.append(name)
    return {"ok": True, "name": name}


def list_hosts() -> dict[str, Any]:
    return {"ok": True, "hosts": list(HOSTS)}
