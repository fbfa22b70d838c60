"""Tools of the registry, plain functions taking the client first."""

from mcp.types import TextContent

from desk.tools import handle_error, ok


async def find_book(client, title: str = "") -> list[TextContent]:
    try:
        found = client.find(title)
        if found is None:
            # BAD: a miss answered as data.
            return [TextContent(type="text", text=f"Error: no book titled {title}")]  # want: softerror
        return ok(str(found))
    except Exception as e:
        return handle_error(e)


async def count_books(client, genre: str) -> list[TextContent]:
    try:
        return ok(str(client.count(genre)))
    except Exception as e:
        return handle_error(e)
