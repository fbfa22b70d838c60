"""Tools whose raises of library exception classes sit under handlers of library classes: caught
when the handler names a base of the raised class in the library's own hierarchy, reached through
any of the file's imports; reported when it names a sibling or an unrelated class."""

import asyncio
import json
import subprocess
from urllib.error import URLError

import aiohttp
import httpx as hx
import requests
from requests.exceptions import HTTPError, RequestException

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    try:
        resp = requests.get(f"https://weather.example/{city}", timeout=5)
        if resp.status_code >= 400:
            # Fine: requests.HTTPError derives from requests.RequestException.
            raise requests.HTTPError(f"forecast for {city}: {resp.status_code}")
        return resp.text
    except requests.RequestException:
        return ""


@mcp.tool()
def radar(city: str) -> str:
    try:
        if not city:
            # requests.ConnectionError is a sibling of requests.HTTPError, not a subclass of it.
            raise requests.ConnectionError("no city to reach")  # want: raisederror function=radar
        return requests.get(f"https://radar.example/{city}", timeout=5).text
    except requests.HTTPError:
        return ""


@mcp.tool()
def alerts(region: str) -> str:
    try:
        resp = hx.get(f"https://alerts.example/{region}")
        if resp.status_code == 404:
            # Fine: through the alias, httpx.HTTPStatusError derives from httpx.HTTPError.
            raise hx.HTTPStatusError("no such region", request=resp.request, response=resp)
        return resp.text
    except hx.HTTPError:
        return "no alerts"


@mcp.tool()
def stations(region: str) -> str:
    try:
        resp = hx.get(f"https://stations.example/{region}")
        if resp.status_code >= 400:
            # httpx.HTTPStatusError is not a RequestError: the two split httpx.HTTPError.
            raise hx.HTTPStatusError("bad status", request=resp.request, response=resp)  # want: raisederror function=stations
        return resp.text
    except hx.RequestError:
        return "no stations"


@mcp.tool()
def humidity(city: str) -> str:
    try:
        if not city.isalpha():
            # Fine: the from-imported HTTPError is requests' own, under its from-imported base.
            raise HTTPError(f"bad city: {city}")
        return requests.get(f"https://humidity.example/{city}", timeout=5).text
    except RequestException:
        return "50%"


@mcp.tool()
def pressure(city: str) -> str:
    try:
        if not city:
            # Fine: every requests exception is an OSError (RequestException derives from IOError).
            raise requests.Timeout("no city")
        return requests.get(f"https://pressure.example/{city}", timeout=5).text
    except OSError:
        return "1013 hPa"


@mcp.tool()
def wind(city: str) -> str:
    try:
        if not city:
            # requests.ConnectionError is not the builtin ConnectionError, though it shares its name.
            raise requests.ConnectionError("no city")  # want: raisederror function=wind
        return requests.get(f"https://wind.example/{city}", timeout=5).text
    except ConnectionError:
        return "calm"


@mcp.tool()
def archive(day: str) -> str:
    try:
        if not day:
            # requests.HTTPError is not urllib's HTTPError's subclass: the handler is urllib's.
            raise requests.HTTPError("no day")  # want: raisederror function=archive
        return day
    except URLError:
        return "no archive"


@mcp.tool()
async def tides(port: str) -> str:
    try:
        if not port:
            # Fine: aiohttp.ServerTimeoutError derives from asyncio.TimeoutError (TimeoutError).
            raise aiohttp.ServerTimeoutError("no port")
        async with aiohttp.ClientSession() as s, s.get(f"https://tides.example/{port}") as r:
            return await r.text()
    except asyncio.TimeoutError:
        return "tides unknown"


@mcp.tool()
def parse_report(text: str) -> dict:
    try:
        if not text:
            # Fine: json.JSONDecodeError derives from ValueError.
            raise json.JSONDecodeError("empty report", text, 0)
        return json.loads(text)
    except ValueError:
        return {}


@mcp.tool()
def run_model(name: str) -> str:
    try:
        if not name:
            # Fine: CalledProcessError derives from SubprocessError.
            raise subprocess.CalledProcessError(1, ["model", name])
        return subprocess.run(["model", name], check=True, capture_output=True, text=True).stdout
    except subprocess.SubprocessError:
        return ""


@mcp.tool()
def run_fast_model(name: str) -> str:
    try:
        if not name:
            # subprocess.TimeoutExpired is not a CalledProcessError.
            raise subprocess.TimeoutExpired(["model", name], 5)  # want: raisederror function=run_fast_model
        return subprocess.run(["model", name], check=True, capture_output=True, text=True).stdout
    except subprocess.CalledProcessError:
        return ""
