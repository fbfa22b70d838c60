from dataclasses import dataclass
from typing import Callable, Protocol

from .errors import TideError
from .gauge import GaugeGateway, create_gauge

GaugeFactory = Callable[[str], GaugeGateway]


class LevelServiceProtocol(Protocol):
    def level(self, station: str) -> dict:
        ...


@dataclass(frozen=True)
class LevelService:
    gateway: GaugeGateway

    def level(self, station: str) -> dict:
        if not station:
            raise TideError("a station is required")  # want: raisederror related=tides/server.py:37,tides/server.py:38
        return self.gateway.level(station)


def create_level_service(
    base: str = "https://gauge.example",
    gauge_factory: GaugeFactory = create_gauge,
) -> LevelServiceProtocol:
    gateway = gauge_factory(base)
    return LevelService(gateway=gateway)
