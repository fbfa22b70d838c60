from ..server import mcp


def _pool():
    # A function-local import, as modules do to break an import cycle.
    from .container import get_container
    return get_container().pool


def _ledger():
    from .container import get_books
    return get_books().ledger


@mcp.tool()
def recover(confirm: bool = True) -> dict:
    result = _pool().recover(confirm=confirm)
    if result.get("confirm_required"):
        return {"success": False, "error": "confirm=True required"}  # want: softerror related=none
    return result  # want: softerror related=depot/services/pool.py:10,depot/services/pool.py:19


@mcp.tool()
def audit_ledger() -> dict:
    return _ledger().audit()  # want: softerror related=depot/services/pool.py:39


@mcp.tool()
def pool_stats() -> dict:
    # Fine: Pool.stats returns no failure.
    return _pool().stats()


@mcp.tool()
def ledger_rows() -> dict:
    # Fine: Ledger.count returns no failure.
    ledger = _ledger()
    return ledger.count()


def _client():
    from .container import get_client
    return get_client()


@mcp.tool()
def fetch_status() -> dict:
    # Fine: a library's client, whose methods are not the root's.
    return _client().get("https://depot.invalid/status").json()


@mcp.tool()
def recover_now() -> dict:
    from .container import get_container

    # The member read where its method is called.
    return get_container().pool.recover(confirm=True)  # want: softerror related=depot/services/pool.py:10,depot/services/pool.py:19
