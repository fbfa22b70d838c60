"""Clients built from the environment (quietfuncs.go): some constructions cannot raise."""

import os

import httpx


class LedgerClient:
    def __init__(self, base_url, token):
        """Stores what it is given."""
        self.base_url = base_url
        self.token = token

    def get(self, path: str) -> dict:
        if self.base_url is None:
            raise ValueError("LEDGER_URL is not set")
        r = httpx.get(self.base_url + path, headers={"token": self.token})
        r.raise_for_status()
        return r.json()


class Record:
    pass


class CheckedClient(Record):
    def __init__(self, base_url):
        self.base_url = base_url  # a base class of the root's may define __setattr__


class SlottedClient:
    __slots__ = ("base_url",)

    def __init__(self, base_url):
        self.base_url = base_url


def get_base_url():
    base_url = os.environ.get("LEDGER_URL")
    return base_url


def get_credentials():
    return os.getenv("LEDGER_TOKEN", "")


def get_client() -> LedgerClient:
    base_url = get_base_url()
    token = get_credentials()
    return LedgerClient(base_url, token)


def get_strict_client() -> LedgerClient:
    return LedgerClient(os.environ["LEDGER_URL"], get_credentials())


def get_named_client(name: str) -> LedgerClient:
    return LedgerClient(os.environ.get(name), None)


def get_checked_client() -> CheckedClient:
    return CheckedClient(get_base_url())


def get_slotted_client() -> SlottedClient:
    return SlottedClient(get_base_url())


def get_counted_client(n: int) -> LedgerClient:
    client = LedgerClient(get_base_url(), get_credentials())
    client.token = n + 1
    return client
