"""Tools registered through the registry's decorator: this module spells no MCP name."""

from .registry import orchard_tool

TREES = {"apple": 12, "pear": 4}


@orchard_tool("count_trees")
def count_trees(kind: str) -> dict:
    # The handler answers success False with isError: no soft error.
    if kind not in TREES:
        return {"success": False, "error": f"no {kind} trees"}
    return {"success": True, "count": TREES[kind]}
