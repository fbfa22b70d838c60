from typing import Any, Callable, Protocol


class FeedProtocol(Protocol):
    def readings(self, station: str) -> dict:
        ...

    def forecast(self, station: str) -> dict:
        """The forecast of a station."""

    def history(self, station: str) -> dict:
        ...


class TideTools:
    def __init__(self, feed: FeedProtocol) -> None:
        self.feed = feed

    def readings(self, station: str) -> dict:
        # The bound method is handed on and called through the parameter.
        return self._run(station, self.feed.readings)

    def forecast(self, station: str) -> dict:
        return self.feed.forecast(station)

    def _run(self, station: str, method: Callable[[str], Any]) -> dict:
        return {"data": method(station)}


class HistoryTools:
    def __init__(self, feed: FeedProtocol) -> None:
        self.feed = feed

    def history(self, station: str) -> dict:
        # The feed is whatever plugins.load_feed() gives: neither MirrorClient nor ArchiveClient.
        return self.feed.history(station)
