"""Builds the client for a request."""

from typing import Optional

import httpx

from shop.fetcher import Fetcher


async def get_fetcher(ctx) -> Fetcher:
    return Fetcher(ctx.url)


def fetcher_or_none(url: str) -> "Optional[Fetcher]":
    return Fetcher(url) if url else None


def maybe_fetcher(url: str) -> Fetcher | None:
    return Fetcher(url) if url else None


def library_client(url: str) -> httpx.Client:
    return httpx.Client(base_url=url)


def optional_fetcher(url: str) -> Optional[Fetcher]:
    return Fetcher(url) if url else None
