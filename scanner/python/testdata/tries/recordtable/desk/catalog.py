"""Tool records: each tool's metadata with its function under "run". No MCP import here."""

import json

from .store import Shelf


async def count_books(args: dict) -> list[dict]:
    try:
        total = Shelf().count(args["genre"])
        return [{"type": "text", "text": json.dumps({"total": total})}]
    except Exception as e:
        # BAD: the failure goes back as a successful text block.
        return [{"type": "text", "text": f"Error counting books: {e}"}]  # want: softerror related=desk/server.py:28


async def find_book(args: dict) -> list[dict]:
    if not args.get("title"):
        raise ValueError("title is required")  # want: raisederror
    found = Shelf().find(args["title"])
    if found is None:
        # BAD: a miss answered as data.
        return [{"type": "text", "text": f"Error: no book titled {args['title']}"}]  # want: softerror related=desk/server.py:28
    return [{"type": "text", "text": json.dumps(found)}]


async def list_genres(args: dict) -> list[dict]:
    # GOOD: only successes.
    return [{"type": "text", "text": json.dumps(Shelf().genres())}]


def describe_count(args: dict) -> str:
    # GOOD here: a member the handler never calls, whatever it returns or raises.
    if not args:
        raise ValueError("nothing to describe")
    return f"Error: counting {args} is not described"


async def purge_shelf(args: dict) -> list[dict]:
    # GOOD here: a record of a registry that no handler looks up.
    return [{"type": "text", "text": "Error: purge is disabled"}]


async def rebuild_index(args: dict) -> list[dict]:
    return [{"type": "text", "text": "Error: rebuild is disabled"}]  # GOOD here: same


GENRES_TOOL = {"description": "List the genres", "run": list_genres, "schema": {"type": "object"}}

BASE_TOOLS = {
    "find_book": {"description": "Find a book", "run": find_book, "schema": {"type": "object"}},
    "list_genres": GENRES_TOOL,
}

CATALOG = {
    **BASE_TOOLS,
    "count_books": {
        "description": "Count the books of a genre",
        "run": count_books,
        "explain": describe_count,
        "schema": {"type": "object"},
    },
}

ADMIN_TOOLS = {
    "purge_shelf": {"description": "Purge", "run": purge_shelf},
    "rebuild_index": {"description": "Rebuild", "run": rebuild_index},
}
