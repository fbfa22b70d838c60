"""Tools that check again what the entry point already requires, and what it does not."""

import os
from pathlib import Path

from .client import forecast_for
from .server import mcp

API_KEY = os.getenv("WEATHER_API_KEY")


@mcp.tool()
def forecast(city: str) -> str:
    if not API_KEY:
        # Fine: main() exits when WEATHER_API_KEY is missing; this never runs.
        raise ValueError("WEATHER_API_KEY is not set")
    return forecast_for(city, API_KEY)


@mcp.tool()
def region() -> str:
    region = os.getenv("WEATHER_REGION")
    if region:
        return region
    else:
        # Fine: check_environment(), which main() calls, raises when it is missing.
        raise ValueError("WEATHER_REGION is not set")


@mcp.tool()
def endpoint() -> str:
    url = os.environ.get("WEATHER_ENDPOINT")
    if url is None:
        # Fine: main() exits when WEATHER_ENDPOINT is unset.
        raise ValueError("WEATHER_ENDPOINT is not set")
    if not url:
        # main() only requires it to be set, not to be non-empty: this may run.
        raise ValueError("WEATHER_ENDPOINT is empty")  # want: raisederror
    return url


@mcp.tool()
def alerts() -> str:
    token = os.getenv("WEATHER_ALERTS_TOKEN")
    if not token:
        # Nothing at start-up requires it: the tool fails when it is missing.
        raise ValueError("WEATHER_ALERTS_TOKEN is not set")  # want: raisederror
    return token


@mcp.tool()
def either() -> str:
    if not os.getenv("WEATHER_API_KEY") or not os.getenv("WEATHER_ALERTS_TOKEN"):
        # Runs when WEATHER_ALERTS_TOKEN is missing, which nothing requires.
        raise ValueError("both keys are needed")  # want: raisederror
    return "ok"


@mcp.tool()
def late() -> str:
    if not os.getenv("WEATHER_LATE"):
        # main() checks WEATHER_LATE only after the server ran.
        raise ValueError("WEATHER_LATE is not set")  # want: raisederror
    return "late"


@mcp.tool()
def cache_dir(path: str) -> str:
    p = Path(path).expanduser().resolve()
    if not p.is_absolute():
        # Fine: a resolved path is absolute.
        raise ValueError(f"{path} is not absolute")
    full = os.path.abspath(path)
    if not os.path.isabs(full):
        # Fine: so is what abspath returns.
        raise ValueError(f"{full} is not absolute")
    if not os.path.isabs(path):
        # The argument itself may be relative.
        raise ValueError(f"{path} must be absolute")  # want: raisederror
    return str(p)
