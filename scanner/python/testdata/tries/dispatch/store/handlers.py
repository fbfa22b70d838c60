"""Bucket handlers, made tools by the server's table."""

from mcp.types import TextContent


class StoreError(Exception):
    pass


BUCKETS: set[str] = set()


def create_bucket(args: dict) -> list[TextContent]:
    name = args.get("name")
    if not name:
        raise StoreError("name is required")  # want: raisederror related=store/server.py:29,store/server.py:46
    try:
        if name in BUCKETS:
            raise StoreError("exists")
        BUCKETS.add(name)
    except StoreError as e:
        return [TextContent(type="text", text=f"Could not create {name}: {e}")]  # want: softerror related=store/server.py:29
    return [TextContent(type="text", text=f"created {name}")]


def delete_bucket(args: dict) -> list[TextContent]:
    BUCKETS.discard(args.get("name", ""))
    return [TextContent(type="text", text="deleted")]
