"""Admin handlers: closures over the manager that make_handlers returns as a table."""

from typing import Any

from .helpers import _err, _ok


def make_handlers(manager: Any) -> dict[str, Any]:
    """Return the handler closures that capture *manager*."""

    async def handle_reload(state: Any, args: dict[str, Any]) -> dict[str, Any]:
        if not args.get("name"):
            # BAD: a failure object answered as a success (the shared finding in helpers.py).
            return _err("invalid_params", "name is required")
        return _ok(reloaded=manager.reload(args["name"]))

    async def handle_list(state: Any, args: dict[str, Any]) -> dict[str, Any]:
        return _ok(names=list(manager.names))

    return {
        "admin.reload": handle_reload,
        "admin.list": handle_list,
    }


def make_spare_handlers(manager: Any) -> dict[str, Any]:
    """A table no dispatcher merges."""

    async def handle_purge(state: Any, args: dict[str, Any]) -> dict[str, Any]:
        # GOOD: no tool; nothing merges this table into a dispatcher's.
        return _err("unsupported", "Purge is not supported")

    async def handle_count(state: Any, args: dict[str, Any]) -> dict[str, Any]:
        return _ok(count=0)

    return {"admin.purge": handle_purge, "admin.count": handle_count}
