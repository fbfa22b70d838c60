"""Tools that factories build and return, registered with mcp.tool(f)."""

import functools

from fastmcp import FastMCP

from .store import NoteStore, StoreError


def _explain(error: StoreError) -> str:
    return f"Error: {error}"


def with_timing(fn):
    @functools.wraps(fn)
    async def timed(*args, **kwargs):
        return await fn(*args, **kwargs)

    return timed


def _build_find(store: NoteStore):
    async def find_note(title: str) -> str:
        try:
            return store.find(title)
        except StoreError as e:
            return _explain(e)  # want: softerror related=11
        except Exception as e:
            return f"Error finding note: {e}"  # want: softerror

    return find_note


def _build_drop(store: NoteStore, allowed: bool):
    async def drop_note(title: str) -> str:
        if not allowed:
            return "Error: dropping notes is disabled"  # want: softerror
        store.drop(title)
        return "dropped"

    return with_timing(drop_note)


def _build_either(store: NoteStore, fast: bool):
    # Not a tool the file can name: the factory returns one of two functions.
    async def quick(title: str) -> str:
        try:
            return store.find(title)
        except Exception as e:
            return f"Error: {e}"

    async def slow(title: str) -> str:
        try:
            return store.find(title)
        except Exception as e:
            return f"Error: {e}"

    if fast:
        return quick
    return slow


def _build_unused(store: NoteStore):
    # Never registered: its function is no tool.
    async def count_notes() -> str:
        try:
            return str(store.count())
        except Exception as e:
            return f"Error counting: {e}"

    return count_notes


def _build_label(store: NoteStore):
    # Returns what a call of the store gives, not a function of its own.
    return store.labeler()


def register_tools(mcp: FastMCP, store: NoteStore) -> None:
    find_note = _build_find(store)
    mcp.tool(find_note)
    mcp.tool(_build_drop(store, allowed=False))
    mcp.tool(_build_either(store, fast=True))
    mcp.tool(_build_label(store))
