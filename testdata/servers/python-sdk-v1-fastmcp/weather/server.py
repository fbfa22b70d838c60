"""Weather tools on python-sdk 1.x FastMCP.

This docstring mentions CallToolResult(isError=True) and raise ToolError("x"): not sites.
"""

import json
from typing import Annotated

import httpx
import mcp.types as types
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.shared.exceptions import McpError
from mcp.types import CallToolResult as R
from mcp.types import ErrorData, TextContent
from pydantic import BaseModel

from .errors import not_found, upstream_failed

mcp = FastMCP("weather")

# A comment with isError=True is not a site either.


class QuotaExceeded(ToolError):
    """A ToolError of our own: raising it is raising a ToolError."""


@mcp.tool()
def get_user(uid: int) -> dict:
    if uid < 0:
        raise ToolError(f"user {uid} not found")  # want: raisederror shape=prose-only outcome=iserror function=get_user api=ToolError
    if uid == 0:
        raise QuotaExceeded(json.dumps({"code": "QUOTA", "retry": 30}))  # want: raisederror shape=json-in-text profile=100000
    return {"id": uid}


@mcp.tool(name="forecast")
def get_forecast(city: str) -> types.CallToolResult:
    if not city:
        return types.CallToolResult(  # want: errorresult shape=prose-only function=forecast outcome=iserror construct=sdk-call
            isError=True,
            content=[types.TextContent(type="text", text="city is required")],
        )
    body = {"error": {"code": "NO_CITY", "target": "city", "policy": "fix-arguments", "retry": False, "sideEffects": "none"}}
    return R(isError=True, content=[TextContent(type="text", text=json.dumps(body))], structuredContent=body)  # want: errorresult shape=structured typed=code,target,policy,retry,sideEffects profile=111111


@mcp.tool()
async def fetch_station(station_id: str) -> str:
    try:
        async with httpx.AsyncClient() as client:
            resp = await client.get(f"https://api.example.org/stations/{station_id}")
    except httpx.HTTPError:
        raise  # want: raisederror api=raise shape=prose-only
    if resp.status_code == 404:
        return not_found(f"station {station_id}")
    if resp.status_code >= 500:
        return upstream_failed(resp.status_code)
    try:
        data = resp.json()
        if "name" not in data:
            raise KeyError("name")  # caught just below: not a site
    except KeyError:
        data = {"name": "unnamed"}
    return data["name"]


@mcp.tool()
def get_alerts(region: str) -> str:
    if region == "mars":
        return not_found("region")
    if region == "admin":
        raise McpError(ErrorData(code=-32000, message="alerts are read-only"))  # want: raisederror outcome=iserror shape=prose-only

    def check(r: str) -> None:
        raise ValueError(r)  # want: raisederror related=70,76

    check(region)
    return "no alerts"


@mcp.resource("stations://{station_id}")
def station_resource(station_id: str) -> str:
    raise ToolError("resources are not tools")  # not a site: a resource handler


@mcp.prompt()
def weather_prompt(city: str) -> str:
    raise ValueError("prompts are not tools")  # not a site: a prompt handler


class Forecast(BaseModel):
    city: str
    high_c: float


@mcp.tool()
def daily_forecast(city: str) -> Annotated[types.CallToolResult, Forecast]:
    if city == "atlantis":
        # The output model validates structuredContent, error or not: this error becomes a validation error.
        return types.CallToolResult(  # want: errorresult shape=structured typed=code; schemaconflict
            isError=True,
            content=[types.TextContent(type="text", text="no forecast for atlantis")],
            structuredContent={"code": "NO_CITY"},
        )
    return types.CallToolResult(content=[], structuredContent={"city": city, "high_c": 21.5})
