"""Tools registered on an instance of the project's own FastMCP subclass, defined in another
module."""

from fastmcp import Context

from . import client
from .base import QuietMCP, ReportingMCP

issues = ReportingMCP(name="issues")
notes = QuietMCP("notes")


@issues.tool(tags={"read"})
async def get_issue(ctx: Context, key: str) -> dict:
    if not key:
        raise ValueError("key is required")  # want: raisederror
    return client.fetch_issue(key)


@issues.tool()
async def close_issue(key: str) -> str:
    if key.endswith("-0"):
        return f"Error: cannot close {key}"  # want: softerror
    return f"closed {key}"


@notes.tool()
async def add_note(text: str) -> str:
    if not text:
        # Fine for raisederror: QuietMCP registers the tool wrapped in swallow, which answers it
        # (with a soft error, reported there).
        raise ValueError("text is required")
    return "added"
