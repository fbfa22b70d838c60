"""Tools whose parameters are annotated with a union of types: pydantic hands the function a
value of one of them (a dict, a str, a list), or None where the annotation allows it. The book
hands them on unchanged to helpers that return early for the other types first."""

from typing import Any, Dict, List, Optional, Union

from mcp.server.fastmcp import FastMCP

from .book import Book

mcp = FastMCP("ledger")
book = Book()


@mcp.tool()
def post_entry(
    fields: dict[str, str] | str,
    extras: dict[str, str] | str | None = None,
    tags: list[str] | str = "misc",
) -> dict:
    # By keyword, through the book, to the helpers of another module.
    return book.post(fields=fields, extras=extras, tags=tags)


@mcp.tool()
def adjust_entry(entry_id: str, fields: Union[Dict[str, str], str]) -> dict:
    # By position, three calls down.
    return book.adjust(entry_id, fields)


@mcp.tool()
def annotate_entry(note: Optional[Union[str, List[str]]] = None) -> dict:
    return book.annotate(note)


@mcp.tool()
def import_rows(rows: dict[str, str] | str | None = None, amount: float | str = "0") -> dict:
    return book.import_rows(rows, amount)


@mcp.tool()
def merge_entry(fields: dict[str, str] | str | list[str]) -> dict:
    return book.merge(fields)


@mcp.tool()
def replay_entry(fields: dict[str, str] | str, raw: Any = None) -> dict:
    # The same helper again, once with what pydantic validated and once with anything.
    return book.replay(fields, raw)


@mcp.tool()
def trim_entry(fields: dict[str, str] | str) -> dict:
    if isinstance(fields, str):
        fields = fields.strip() or None  # rebound: it may be None now
    return book.trim(fields)


@mcp.tool()
def label_entry(label: str | list[str]) -> dict:
    # A helper of the tool's own file.
    return {"label": _label_text(label)}


def _label_text(label):
    if isinstance(label, list):
        return " ".join(label)
    if not isinstance(label, str):
        raise TypeError("a label is text or words")  # dead: not a list, so a str
    return label
