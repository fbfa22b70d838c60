"""Forecast tools whose Literal parameter is tested against a table that holds every value, and
tools behind a decorator of the file that keeps the signature FastMCP validates."""

from functools import wraps
from typing import Literal
import functools
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("forecast-tables")

SPEEDS = {"slow": 1, "fast": 3}
speeds_lower = {"slow": 1, "fast": 3}


def station_file(func):
    """Answers a missing station file itself, then calls the tool as the SDK called it."""

    @wraps(func)
    def wrapper(station, *args, **kwargs):
        if not os.path.isfile(station):
            return "no such station"
        return func(station, *args, **kwargs)

    return wrapper


def timed(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return await func(*args, **kwargs)

    return wrapper


def forced_corner(func):
    """Keeps the signature but hands the tool a value of its own."""

    @wraps(func)
    def wrapper(station, *args, **kwargs):
        kwargs["corner"] = "middle"
        return func(station, *args, **kwargs)

    return wrapper


def defaulted(func):
    """A default of the wrapper's own: the tool gets it where the SDK left the parameter out."""

    @wraps(func)
    def wrapper(station, corner="middle"):
        return func(station, corner)

    return wrapper


def bare(func):
    """No functools.wraps: the SDK reads the wrapper's own signature."""

    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper


@mcp.tool()
@station_file
def place_overlay(station: str, corner: Literal["top_left", "top_right"] = "top_right") -> str:
    positions = {
        "top_left": ("10", "10"),
        "top_right": ("W-10", "10"),
    }
    if corner not in positions:
        raise ValueError(f"Invalid corner: {corner}")  # dead: the table holds every value
    return ",".join(positions[corner])


@mcp.tool()
@timed
async def pace(speed: Literal["slow", "fast"]) -> int:
    if speed not in SPEEDS:
        raise ValueError(f"unknown speed {speed}")  # dead: the module's constant table holds every value
    return SPEEDS[speed]


@mcp.tool()
async def pace_tuple(speed: Literal["slow", "fast"]) -> str:
    if speed not in ("slow", "fast", "warp"):
        raise ValueError(f"unknown speed {speed}")  # dead: the literal holds every value
    return speed


@mcp.tool()
async def pace_partial(speed: Literal["slow", "fast", "warp"]) -> int:
    if speed not in SPEEDS:
        raise ValueError(f"unknown speed {speed}")  # want: raisederror function=pace_partial
    return SPEEDS[speed]


@mcp.tool()
async def pace_lower(speed: Literal["slow", "fast"]) -> int:
    if speed not in speeds_lower:
        raise ValueError(f"unknown speed {speed}")  # want: raisederror function=pace_lower
    return speeds_lower[speed]


@mcp.tool()
async def pace_changed(speed: Literal["slow", "fast"]) -> str:
    allowed = ["slow", "fast"]
    allowed.remove("fast")
    if speed not in allowed:
        raise ValueError(f"unknown speed {speed}")  # want: raisederror function=pace_changed
    return speed


@mcp.tool()
async def pace_late(speed: Literal["slow", "fast"], strict: bool) -> str:
    if strict:
        allowed = {"slow"}
    if speed not in allowed:
        raise ValueError(f"unknown speed {speed}")  # want: raisederror function=pace_late
    return speed


@mcp.tool()
@forced_corner
def forced_overlay(station: str, corner: Literal["top_left", "top_right"] = "top_right") -> str:
    if corner not in ("top_left", "top_right"):
        raise ValueError(f"Invalid corner: {corner}")  # want: raisederror function=forced_overlay
    return corner


@mcp.tool()
@defaulted
def defaulted_overlay(station: str, corner: Literal["top_left", "top_right"] = "top_right") -> str:
    if corner not in ("top_left", "top_right"):
        raise ValueError(f"Invalid corner: {corner}")  # want: raisederror function=defaulted_overlay
    return corner


@mcp.tool()
@bare
def bare_overlay(station: str, corner: Literal["top_left", "top_right"] = "top_right") -> str:
    if corner not in ("top_left", "top_right"):
        raise ValueError(f"Invalid corner: {corner}")  # want: raisederror function=bare_overlay
    return corner


@station_file
@mcp.tool()
def outer_overlay(station: str, corner: Literal["top_left", "top_right"] = "top_right") -> str:
    if corner not in ("top_left", "top_right"):
        raise ValueError(f"Invalid corner: {corner}")  # want: raisederror function=outer_overlay
    return corner
