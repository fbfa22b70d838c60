"""Tools whose failures are built, or raised, by the client and the mapper of other modules."""

import asyncio

from .client import ApiError, Inbox, Mailbox, MailClient, Quota, blocking_count, folder_names, label_lines
from .errors import raise_tool_error, tool_errors
from .server import mcp


@mcp.tool()
def latest() -> str:
    return Inbox().latest()  # Inbox.latest's finding names this return and summary's


@mcp.tool()
def fetch(mid: str) -> dict:
    client = MailClient()
    return client.message(mid)  # want: softerror related=inbox/client.py:26


@mcp.tool()
def count() -> int:
    try:
        return MailClient().count()
    except ApiError as e:
        raise_tool_error(e)
        # Fine: raise_tool_error always raises; this line never runs.
        raise


@mcp.tool()
def safe_count() -> str:
    try:
        return str(MailClient().count())
    except Exception as e:
        return f"Error: {e}"  # want: softerror shape=prose-only


@mcp.tool()
def folders() -> dict:
    return Mailbox().folders()


@mcp.tool()
def checked_latest() -> str:
    text = Inbox().latest()
    if '"error"' in text:
        raise ValueError(text)  # want: raisederror
    # Fine: the failure the client may return was turned into a raise above.
    return text


def search_mail(query: str) -> str:
    if not query:
        return "Invalid query: empty"  # want: softerror related=inbox/server.py:8
    return f"results for {query}"


@mcp.tool()
async def slow_count() -> int:
    return await asyncio.to_thread(blocking_count)


@mcp.tool()
@tool_errors()
def archive(mid: str) -> str:
    return f"archived {mid}"


@mcp.tool()
def summary() -> str:
    text = Inbox().latest()
    return f"LATEST:\n{text}"


@mcp.tool()
def resync() -> str:
    # Fine: the text says the work was done; the latest message is a detail.
    return f"Synced successfully:\n{Inbox().latest()}"


@mcp.tool()
def quota() -> str:
    try:
        return str(Quota().remaining())
    except Exception as e:
        return f"Error: {e}"  # want: softerror


@mcp.tool()
def labels(path: str) -> str:
    return "\n".join(label_lines(path))  # want: softerror related=inbox/client.py:74,inbox/client.py:76


@mcp.tool()
def folder_list() -> str:
    # Fine for softerror: folder_names fails by raising, which FastMCP reports with isError.
    return "\n".join(folder_names())


from .attach import attachment_size


@mcp.tool()
def sizes(names: list[str]) -> list[int]:
    return [attachment_size(n) for n in names]


def _newest(text: str, n: int) -> str:
    # Hands back what it is given, or its last lines.
    if not n:
        return text
    return "\n".join(text.splitlines()[-n:])


def _count_lines(text: str) -> str:
    return str(len(text.splitlines()))


@mcp.tool()
def latest_lines(n: int = 0) -> str:
    text = Inbox().latest()
    return f"LATEST:\n{_newest(text, n)}"  # want: softerror related=inbox/client.py:44


@mcp.tool()
def latest_count() -> str:
    # Fine: _count_lines turns the text into a number; no failure text gets through.
    return f"LINES: {_count_lines(Inbox().latest())}"


@mcp.tool()
def folder_lines(n: int = 0) -> str:
    # Fine for softerror: folder_names fails by raising, and _newest passes its text on.
    return f"FOLDERS:\n{_newest(chr(10).join(folder_names()), n)}"
