"""A server whose start-up sets the globals its getters test before any tool runs."""

import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ledger")

_client = None
_jobs = None
_cache = None
_store = None
_session = None
_token = os.getenv("LEDGER_TOKEN")
_db = None
_index = None
_registry = None


class Client:
    def get(self, key):
        return "value of " + key


def get_client() -> Client:
    if _client is None:
        raise RuntimeError("Client not initialized; run() must be called first.")  # dead: init_runtime sets it
    return _client


def get_jobs():
    if not _jobs:
        raise RuntimeError("JobTracker has not been Set Up")  # dead: init_runtime sets it (any case)
    return _jobs


# Kept: init_runtime sets _cache only under an if.
def get_cache():
    if _cache is None:
        raise RuntimeError("cache not initialized")  # want: raisederror
    return _cache


# Kept: "not configured" is a missing setting, not on the list.
def get_store():
    if _store is None:
        raise RuntimeError("store is not configured")  # want: raisederror
    return _store


# Kept: a tool sets _session (set-up that may fail and be tried again).
def get_session():
    if _session is None:
        raise RuntimeError("session not initialized: call connect first")  # want: raisederror
    return _session


# Kept: _token comes from the environment.
def get_token():
    if not _token:
        raise RuntimeError("token not initialized")  # want: raisederror
    return _token


# Kept: the getter binds _db itself (lazy set-up in tool code).
def get_db():
    global _db
    if _db is None:
        _db = Client()
    if _db is None:
        raise RuntimeError("database not initialized")  # want: raisederror
    return _db


# Kept: a function a tool reaches clears _index.
def get_index():
    if _index is None:
        raise RuntimeError("index not initialized")  # want: raisederror
    return _index


# Kept: set_registry binds a parameter, which may be None.
def get_registry():
    if _registry is None:
        raise RuntimeError("Registry not initialized")  # want: raisederror
    return _registry


def set_registry(registry) -> None:
    global _registry
    _registry = registry


def init_runtime(warm: bool) -> None:
    global _client, _jobs, _cache, _store, _index
    _client = Client()
    _jobs = Client()
    _store = Client()
    _index = Client()
    if warm:
        _cache = Client()


def _reset_index() -> None:
    global _index
    _index = None


@mcp.tool()
def lookup(key: str) -> str:
    """Look a key up in every store."""
    get_jobs()
    get_cache()
    get_store()
    get_token()
    get_db()
    get_index()
    get_registry()
    return get_client().get(key) + get_session().get(key)


@mcp.tool()
def connect() -> str:
    """Open the session (set-up a tool runs, which may fail and be tried again)."""
    global _session
    _session = Client()
    return "connected"


@mcp.tool()
def reindex() -> str:
    """Drop the index."""
    _reset_index()
    return "dropped"


def run() -> None:
    init_runtime(warm=False)
    mcp.run()
