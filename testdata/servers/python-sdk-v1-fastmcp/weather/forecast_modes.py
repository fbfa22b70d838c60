"""Forecast tools whose mode parameter is a Literal: FastMCP validates it with pydantic before
the tool runs, so a chain that tests every value leaves nothing for its else."""

from typing import Annotated, Literal, Optional

from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("forecast-modes")


def logged(fn):
    """A decorator that may hand the SDK another signature."""
    return fn


def register(server: FastMCP) -> None:
    @server.tool()
    async def plan_trip(
        leg: Annotated[Literal["outbound", "return"], Field(description="which leg")],
        city: str,
    ) -> dict:
        if leg == "outbound":
            return {"leg": "out", "city": city}
        elif leg == "return":
            return {"leg": "back", "city": city}
        else:
            raise ValueError(f"leg must be outbound or return, not {leg}")  # dead: the Literal is validated

    @server.tool()
    async def pick_units(units: Literal["metric", "imperial", "kelvin"] = "metric") -> str:
        if units in ("metric", "kelvin"):
            return "SI"
        if units == "imperial":
            return "US"
        return {"error": f"unknown units {units}"}  # dead: every value returned above

    @server.tool()
    async def convert(units: Literal["metric", "imperial"], value: float) -> dict:
        if units == "metric":
            return {"value": value}
        else:
            return {"error": f"cannot convert to {units}"}  # want: softerror

    @server.tool()
    async def summarise(
        period: Annotated[Literal["day", "week", "month"], Field(description="period")],
    ) -> str:
        if period == "day":
            return "today"
        elif period == "week":
            return "this week"
        else:
            raise ValueError(f"unsupported period {period}")  # want: raisederror function=summarise

    @server.tool()
    async def archive(scope: Optional[Literal["day", "week"]] = None) -> str:
        if scope == "day":
            return "a day"
        elif scope == "week":
            return "a week"
        else:
            raise ValueError("scope must be day or week")  # want: raisederror function=archive

    @server.tool()
    async def window(span: Literal["day", "week"] = "month") -> str:
        if span == "day":
            return "1d"
        elif span == "week":
            return "7d"
        raise ValueError(f"unknown span {span}")  # want: raisederror function=window

    @server.tool()
    async def rotate(direction: Literal["left", "right"]) -> str:
        if direction == "left":
            direction = direction.upper()
            return direction
        elif direction == "right":
            return "R"
        else:
            raise ValueError("direction must be left or right")  # want: raisederror function=rotate

    @server.tool()
    async def report(kind: Literal["short", "long"]) -> str:
        if kind == "short":
            return "s"
        elif kind == "long":
            return "l"
        else:
            raise ValueError(f"unknown kind {kind}")  # want: raisederror function=report

    @server.tool()
    async def digest(kind: Literal["short", "long"]) -> str:
        if kind == "short":
            return "s"
        elif kind == "long":
            return "l"
        else:
            raise ValueError(f"unknown kind {kind}")  # dead: the only other call passes "long"

    @server.tool()
    @logged
    async def audit(kind: Literal["short", "long"]) -> str:
        if kind == "short":
            return "s"
        elif kind == "long":
            return "l"
        else:
            raise ValueError(f"unknown kind {kind}")  # want: raisederror function=audit

    async def refresh(kind: str) -> str:
        await digest(kind="long")
        return await report(kind=kind)

    server.add_tool(refresh)


register(mcp)
