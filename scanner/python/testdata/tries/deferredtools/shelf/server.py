"""Tools a decorator collects into a list, registered on a server built on first use."""

from functools import wraps

from .store import Store, StoreError

_PENDING: list = []
_NOTES: list = []


def _deferred(fn):
    """Remembers the function; _build() registers it."""
    _PENDING.append(fn)
    return fn


def _noted(fn):
    """Remembers the function in a list no server reads."""
    _NOTES.append(fn)
    return fn


_app = None


def _build():
    global _app
    if _app is None:
        from mcp.server import MCPServer

        _app = MCPServer("shelf")
        for fn in _PENDING:
            _app.tool()(fn)
    return _app


def _failure(e: Exception) -> dict:
    # BAD: every tool _deferred collects under _guarded answers a StoreError with this object.
    if isinstance(e, StoreError):
        return {"error": f"store refused: {e}"}  # want: softerror related=shelf/server.py:41,shelf/server.py:46,shelf/server.py:50,shelf/server.py:56,shelf/server.py:63
    return {"error": f"store unreachable ({e.__class__.__name__})"}


def _guarded(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except (StoreError, OSError) as e:
            return _failure(e)

    return wrapper


@_deferred
@_guarded
def shelve(title: str) -> dict:
    # FINE for raisederror: the StoreError Store.put raises is answered by _guarded's wrapper.
    return Store().put(title)


@_deferred
@_guarded
def unshelve(title: str) -> dict:
    return Store().take(title)


@_deferred
def count(minimum: int = 0) -> int:
    n = Store().count()
    if n < minimum:
        raise ValueError("fewer books than asked for")  # want: raisederror
    return n


@_noted
def audit(minimum: int = 0) -> int:
    # FINE: the list _noted fills is registered nowhere; audit is no tool.
    if minimum < 0:
        raise ValueError("minimum must not be negative")
    return minimum


def main() -> None:
    _build().run()


@_deferred
def fetch(path: str) -> dict:
    from .store import Remote

    return Remote(object()).fetch(path)


@_deferred
def probe(path: str) -> dict:
    from .store import Remote

    return Remote(object()).probe(path)


@_deferred
def pull_path(path: str) -> dict:
    from .retry import pull

    return pull(object(), path)


@_deferred
def push_path(path: str) -> dict:
    from .retry import push

    return push(object(), path)


@_deferred
def mirror_path(path: str) -> dict:
    from .retry import Mirror

    return Mirror(object()).pull(path)


@_deferred
def depot_path(path: str) -> dict:
    from .retry import FastDepot

    return FastDepot(object()).pull(path)


@_deferred
def vault_path(path: str) -> dict:
    from .retry import Vault

    return Vault(object()).pull(path)


@_deferred
def courier_path(path: str) -> dict:
    from .retry import Courier

    return Courier(object(), 2).send(path)


@_deferred
def relay_path(path: str) -> dict:
    from .retry import Relay

    return Relay(object(), 3).send(path)


@_deferred
def beacon_path(path: str) -> dict:
    from .retry import Beacon

    beacon = Beacon(object(), 3)
    return {"sent": beacon.send(path), "pinged": beacon.ping(path)}
