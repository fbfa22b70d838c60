from dataclasses import dataclass
from typing import Optional

import httpx

from ..services.pool import Ledger, Pool


@dataclass
class Container:
    pool: Pool
    http: Optional[httpx.Client] = None


class Books:
    # A plain class body's annotated attribute names its class too.
    ledger: Ledger

    def __init__(self, ledger) -> None:
        self.ledger = ledger


_container: Optional[Container] = None
_books: "Books | None" = None


def get_container() -> Container:
    global _container
    if _container is None:
        _container = Container(pool=Pool())
    return _container


def get_books() -> Optional[Books]:
    global _books
    if _books is None:
        _books = Books(Ledger())
    return _books


def get_client() -> httpx.Client:
    return httpx.Client()
