"""A key/value shelf whose tools pick their answer with a condition on the outcome of a call.

A conditional expression is a branch written on one line: its failure branch is judged as the
branch of an if is (a text that names a failure, "Key k not found"), and, as the TypeScript rule
does, a text that a condition on an operation's outcome picks when the operation fails is a
failure whatever its words, when the other branch says the work was done.
"""

from mcp.server.fastmcp import FastMCP

from .store import Shelf

mcp = FastMCP("shelf")
shelf = Shelf()


@mcp.tool()
async def remove_key(key: str) -> str:
    """Remove a key."""
    removed = shelf.remove(key)
    # BAD: the branch taken when nothing was removed names the failure; the finding stands on
    # that branch, the return in related.
    return (
        f"Key '{key}' removed from the shelf."
        if removed
        else f"Key '{key}' not found on the shelf."  # want: softerror shape=prose-only related=23
    )


@mcp.tool()
async def read_key(key: str) -> str:
    """Read a key."""
    value = shelf.read(key)
    # BAD: the other branch is data, not a success text, but the failure branch names a
    # failure, as `if not value: return "... not found"` would.
    return value if value else f"Key '{key}' does not exist."  # want: softerror related=none


@mcp.tool()
async def drop_path(key: str, path: str = "$") -> str:
    """Drop the value at a path of a document."""
    dropped = shelf.drop(key, path)
    # BAD: the outcome's failure branch says no words of failure, but the other branch reports
    # the work done.
    return (
        f"Dropped the value at '{path}' in '{key}'."
        if dropped
        else f"No value at '{path}' in '{key}'."  # want: softerror related=45,46
    )


@mcp.tool()
async def save_key(key: str, value: str) -> str:
    """Save a key: the condition is the call that does the work."""
    # BAD: the text picked when save() says no.
    return f"Saved {key}" if shelf.save(key, value) else f"{key} is locked by another writer"  # want: softerror related=none


@mcp.tool()
async def delete_key(key: str) -> str:
    """Delete a key: the condition is negated."""
    ok = shelf.delete(key)
    # BAD: the first branch is the one a failed delete takes.
    return f"{key} is held by a lease" if not ok else f"Deleted {key}"  # want: softerror


@mcp.tool()
async def clear_cache() -> str:
    """Clear the cache: the text goes through a variable."""
    message = "Cleared the cache" if shelf.clear() else "The cache is busy"
    # BAD: the variable holds the failure the condition picked.
    return message  # want: softerror related=70


@mcp.tool()
async def compact(key: str) -> str:
    """Compact a key."""
    ok = shelf.compact(key)
    # BAD: error text on one branch.
    return "done" if ok else f"Error: compaction of {key} stopped half-way"  # want: softerror


@mcp.tool()
async def find_keys(prefix: str) -> str:
    """List keys."""
    hits = shelf.scan(prefix)
    # FINE: an empty answer is an answer.
    return "\n".join(hits) if hits else "No keys found"


@mcp.tool()
async def match_keys(prefix: str) -> str:
    """Count keys."""
    found = bool(shelf.scan(prefix))
    # FINE: the other branch did no work; "No keys match" is an empty result.
    return "Found matching keys" if found else "No keys match"


@mcp.tool()
async def store_key(key: str, value: str) -> str:
    """Store a key."""
    saved = shelf.save(key, value)
    # FINE: both branches say the work was done.
    return f"Saved {key}" if saved else f"Saved {key} (cached)"


@mcp.tool()
async def update_key(key: str, value: str) -> str:
    """Update a key."""
    updated = shelf.update(key, value)
    # FINE: nothing failed; the key held the value already.
    return f"Updated {key}" if updated else f"No changes: {key} is up to date"


@mcp.tool()
async def create_key(key: str) -> str:
    """Create a key."""
    created = shelf.create(key)
    # FINE: the key is there either way, the state the client asked for.
    return f"Key {key} created" if created else f"Key {key} exists"


@mcp.tool()
async def prune(dry_run: bool = True) -> str:
    """Prune old keys."""
    # FINE: the condition is an option, not the outcome of an operation.
    return "Would delete 3 keys" if dry_run else "Deleted 3 keys"


@mcp.tool()
async def read_note(key: str) -> str:
    """Read a note."""
    text = shelf.read(key)
    # FINE: data or a placeholder that names no failure.
    return text if text else "(empty note)"


@mcp.tool()
async def expire_key(key: str, seconds: int) -> str:
    """Expire a key, saying the outcome with isError."""
    expired = shelf.expire(key, seconds)
    # FINE: the failure is raised, and the success text is picked by a condition.
    if not expired:
        raise ValueError(f"Key {key} is unknown")  # want: raisederror
    return f"Expiry set on {key}" if seconds else f"Expiry cleared on {key}"


@mcp.tool()
async def read_list(key: str) -> str:
    """Read a list."""
    items = shelf.read(key)
    # FINE: an empty answer; the store does not tell an empty list from a missing one.
    return ", ".join(items) if items else f"List '{key}' is empty or does not exist."
