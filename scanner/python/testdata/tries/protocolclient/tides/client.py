"""The one feed the server runs: it matches FeedProtocol by shape, without naming it."""

from typing import Callable, Optional

from .errors import TideError

Fetch = Callable[[str], dict]


class StationClient:
    def __init__(self, base_url: str, fetch: Optional[Fetch] = None) -> None:
        self.base_url = base_url
        self._fetch = fetch or self._http_fetch

    def readings(self, station: str) -> dict:
        return self._fetch(f"{self.base_url}/{station}/readings")

    def forecast(self, station: str) -> dict:
        if not station.isalnum():
            raise TideError(f"unknown station {station}")  # want: raisederror related=tides/server.py:22,tides/server.py:23,tides/tools.py:24
        return {"station": station}

    def _http_fetch(self, url: str) -> dict:
        if not url.startswith("https://"):
            raise TideError("the feed must be served over https")  # want: raisederror related=16,tides/server.py:17,tides/server.py:18,tides/tools.py:21,tides/tools.py:27
        return {"url": url}


class MirrorClient:
    """Another feed of the same shape, which no call of the root builds."""

    def history(self, station: str) -> dict:
        raise TideError("the mirror keeps no history")  # no call of the root feeds a MirrorClient


class ArchiveClient:
    def history(self, station: str) -> dict:
        raise TideError("the archive is offline")  # nor an ArchiveClient: the feed comes from a plugin
