"""The package gathers its submodules' tools: the server imports them from here."""

from .lending import close_shelf, lend_book
from .lookup import fetch_shelf, shelf_report
from .lookup import count_books as tally

__all__ = ["close_shelf", "fetch_shelf", "lend_book", "shelf_report", "tally"]
