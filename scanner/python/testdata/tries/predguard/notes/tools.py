"""Tools that reach the helpers of notes/state.py, most of them behind a predicate."""

from .server import mcp
from .state import Cache, Pool, Registry, Session, Store, Workspace


@mcp.tool()
def workspace_name() -> str:
    return Workspace.active().name if Workspace.has_active() else "none"


@mcp.tool()
def workspace_root() -> str:
    if not Workspace.has_active():
        return "no workspace"
    return Workspace.active().root


@mcp.tool()
def query(sql: str) -> str:
    s = Session()
    if s.is_closed():
        return "session closed"
    return s.connection().execute(sql)


@mcp.tool()
def row_count() -> int:
    if Store.ready():
        return len(Store.rows())
    return 0


@mcp.tool()
def first_row() -> str:
    # Not fine: nothing asks Store.ready() here, so Store.rows() may raise.
    return Store.rows()[0]


@mcp.tool()
def find(key: str) -> str:
    store = Store()
    # Not fine: has(key) reads its argument, not state; it is no predicate of lookup's test.
    if store.has(key):
        return store.lookup(key)
    return "missing"


@mcp.tool()
def cached() -> list:
    warm = Cache()
    cold = Cache()
    # Not fine: the predicate is asked of another object than the one whose entries() raises.
    if warm.loaded():
        return cold.entries()
    return []


@mcp.tool()
def pooled(sql: str) -> str:
    p = Pool()
    if p._conn is not None:
        return p.conn().execute(sql)
    return "no connection"


@mcp.tool()
def leased() -> str:
    p = Pool()
    # Not fine: the test is the raise's own condition, not its negation.
    if not p.ready:
        return str(p.lease())
    return "ready"


@mcp.tool()
def registered() -> int:
    if Registry._items is None:
        return 0
    return len(Registry.items())
