"""Tools and the helpers they guard with a predicate, in one file."""

from .server import mcp


def _index():
    return None


_INDEX = _index()


def index_built() -> bool:
    return _INDEX is not None


def index_entries() -> list:
    if _INDEX is None:
        # Fine: the only tool that calls index_entries asks index_built() first.
        raise RuntimeError("index not built")
    return list(_INDEX)


def index_names() -> list:
    if _INDEX is None:
        raise RuntimeError("index not built")  # want: raisederror related=notes/local.py:45
    return sorted(_INDEX)


@mcp.tool()
def index_size() -> int:
    if not index_built():
        return 0
    return len(index_entries())


@mcp.tool()
def index_first() -> str:
    return index_names()[0] if index_built() else ""


@mcp.tool()
def index_last() -> str:
    # Not fine: nothing asks index_built() here.
    return index_names()[-1]
