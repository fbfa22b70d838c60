from dataclasses import dataclass
from typing import Protocol

from .errors import TideError


class GaugeGateway(Protocol):
    def level(self, station: str) -> dict:
        """Read the water level of a station."""


@dataclass(frozen=True)
class HttpGauge:
    base: str

    def level(self, station: str) -> dict:
        if not self.base.startswith("https://"):
            raise TideError("the gauge is unreachable")  # want: raisederror related=tides/levels.py:22,tides/server.py:37,tides/server.py:38
        return {"station": station}


def create_gauge(base: str) -> GaugeGateway:
    return HttpGauge(base=base)
