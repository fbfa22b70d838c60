from dataclasses import dataclass, field
from typing import Any

from .stores import ShelfStore


@dataclass
class DepotContext:
    store: ShelfStore | None = None
    ledger: Any = None
    settings: dict = field(default_factory=dict)


def get_store(ctx):
    return ctx.request_context.lifespan_context.store


def get_ledger(ctx):
    return ctx.request_context.lifespan_context.ledger


def open_shelf(ctx, name: str) -> str:
    store = get_store(ctx)
    if store is None:
        # Fine: the server's lifespan always builds the store before a tool runs.
        raise RuntimeError("the store is not initialized")
    return store.shelf(name)


def shelf_root(ctx) -> str:
    if ctx.request_context.lifespan_context.store is not None:
        return ctx.request_context.lifespan_context.store.root
    else:
        # Fine: the same guarantee, read in the else of a test that the member is set.
        raise RuntimeError("the store is not initialized")


def read_ledger(ctx, entry: str) -> str:
    ledger = get_ledger(ctx)
    if ledger is None:
        raise RuntimeError("the ledger is not configured")  # want: raisederror related=depot/server.py:24,depot/tools/shelves.py:15
    return ledger.read(entry)


def open_shelf_or_default(ctx, name: str, store=None) -> str:
    if store is None:
        raise ValueError("no store was passed")  # want: raisederror related=depot/server.py:25,depot/tools/shelves.py:19
    return store.shelf(name)
