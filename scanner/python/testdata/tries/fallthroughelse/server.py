"""The return after an if that returns is that if's else branch; a text that explains a failure
and quotes it on a later line ("...\n\nError: {msg}") is failure text in a branch."""

from fastmcp import FastMCP

mcp = FastMCP("shelf")
BOOKS: dict[str, str] = {}
CACHE: dict[str, str] = {}


def remove(key: str) -> int:
    return 1 if BOOKS.pop(key, None) else 0


@mcp.tool()
def delete_book(key: str) -> str:
    if remove(key) == 1:
        return f"Deleted book '{key}'"
    return f"Book '{key}' not found"  # want: softerror


@mcp.tool()
def count_books(shelf: str) -> str:
    if shelf in CACHE:
        return CACHE[shelf]
    # Not a failure: the plain answer after an early return of a cached one.
    return f"Shelf {shelf} holds {len(BOOKS)} books"


def _explain(msg: str) -> str:
    lower = msg.lower()
    if "developer" in lower:
        return (
            "Developer Mode is not enabled on the reader. "
            "Enable it in Settings.\n\n"
            f"Error: {msg}"
        )
    return msg


@mcp.tool()
def read_book(key: str) -> str:
    text = BOOKS.get(key, "")
    if text.startswith("!"):
        return _explain(text[1:])  # want: softerror
    return text


@mcp.tool()
def shelf_report() -> str:
    # Not a failure: the error count is a line of the plain answer.
    return f"Books: {len(BOOKS)}\nErrors: 0"


@mcp.tool()
def list_readers() -> str:
    readers = [k for k in BOOKS if k.startswith("reader:")]
    if not readers:
        return "No paired readers found. Pair one first: shelf pair <name>"  # want: softerror
    return ", ".join(readers)


@mcp.tool()
def search_books(query: str) -> str:
    hits = [k for k in BOOKS if query in k]
    if not hits:
        # Not a failure: an empty search that suggests another search.
        return "No books found. Try a broader query."
    return ", ".join(hits)


@mcp.tool()
def list_shelves() -> str:
    shelves = [k for k in BOOKS if k.startswith("shelf:")]
    if not shelves:
        # An empty listing whose cause is the setup, named by its environment variable.
        return "No accessible shelves found. Check SHELF_LIBRARY_ID in .env."  # want: softerror
    return ", ".join(shelves)


@mcp.tool()
def read_buffer(port: str) -> str:
    if port not in BOOKS:
        return f"No data buffer for {port}. Connect to the port first."  # want: softerror
    return BOOKS[port]


@mcp.tool()
def list_notes() -> str:
    notes = [k for k in BOOKS if k.startswith("note:")]
    if not notes:
        # Not a failure: an empty listing that suggests adding to it, or waiting.
        return "No notes yet. Create one with add_note."
    if len(notes) > 100:
        return "No recent notes found. Check back later."
    return ", ".join(notes)
