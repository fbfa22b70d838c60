"""The API client: no MCP import. It checks again a variable that main() requires."""

import os

import httpx


def forecast_for(city: str, key: str) -> str:
    if "WEATHER_UNITS" not in os.environ:
        # Fine: check_environment(), run by main(), requires WEATHER_UNITS.
        raise KeyError("WEATHER_UNITS")
    if os.getenv("WEATHER_STATION") is None:
        # Nothing requires WEATHER_STATION.
        raise KeyError("WEATHER_STATION")  # want: raisederror related=weather/tools.py:13,weather/tools.py:17
    r = httpx.get("https://weather.example/forecast", params={"q": city, "key": key})
    return r.text
