"""Result models that report a failure in their fields."""

import httpx
from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("reports")


class Hit(BaseModel):
    title: str
    url: str = ""


class Report(BaseModel):
    status: str
    hits: list[Hit] = []
    message: str = ""
    warnings: list[str] = []


@mcp.tool()
async def fetch_report(url: str) -> Report:
    if not url.startswith("https://"):
        return Report(status="error", message="url must use https")  # want: softerror shape=structured
    try:
        body = httpx.get(url).text
    except httpx.HTTPError as e:
        msg = f"could not fetch {url}: {e}"
        return Report(status="ok", hits=[Hit(title=msg)])  # want: softerror shape=structured
    return Report(status="ok", hits=[Hit(title=body[:40], url=url)])


@mcp.tool()
async def fetch_all(urls: list[str]) -> Report:
    hits, warnings = [], []
    for url in urls:
        try:
            hits.append(Hit(title=httpx.get(url).text[:40], url=url))
        except httpx.HTTPError as e:
            warnings.append(f"{url}: {e}")
    try:
        hits.sort(key=lambda h: h.title)
    except TypeError as e:
        # Fine: the failure goes to warnings, a member for partial failures; the batch succeeded.
        return Report(status="ok", hits=hits, warnings=[*warnings, str(e)])
    # Fine: per-item failures in a batch that succeeded.
    return Report(status="ok", hits=hits, warnings=warnings)


async def failure(e: Exception) -> Report:
    return Report(status="error", message=str(e))


@mcp.tool()
async def fetch_title(url: str) -> Report:
    try:
        title = httpx.get(url).text[:40]
    except httpx.HTTPError as e:
        return await failure(e)  # want: softerror shape=structured
    return Report(status="ok", hits=[Hit(title=title, url=url)])
