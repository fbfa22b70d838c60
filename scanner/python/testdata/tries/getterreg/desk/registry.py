"""The tools' registry: getters that hand out the function a dictionary holds under a name."""

from typing import Any


def get_tool_handler(tool_name: str) -> Any:
    from desk.tools import books, shelves

    handlers = {
        "find_book": books.find_book,
        "count_books": books.count_books,
        "list_shelves": shelves.list_shelves,
    }
    if tool_name not in handlers:
        raise ValueError(f"Unknown tool: {tool_name}")
    return handlers[tool_name]


def get_admin_handler(tool_name: str) -> Any:
    # GOOD: a getter that no handler calls; its functions are no tools.
    from desk.tools import admin

    handlers = {"purge_shelf": admin.purge_shelf, "rebuild_index": admin.rebuild_index}
    return handlers[tool_name]
