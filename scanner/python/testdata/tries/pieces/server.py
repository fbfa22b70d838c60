"""Answers built in pieces with +=."""

import httpx
from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

mcp = FastMCP("reviews")


@mcp.tool()
async def open_review(branch: str) -> list[TextContent]:
    r = httpx.post("https://reviews.example/open", json={"branch": branch})
    data = r.json()
    if r.status_code == 201:
        result = "# Review Opened\n\n"
        result += f"**Branch**: {branch}\n"
        return [TextContent(type="text", text=result)]
    elif r.status_code == 409:
        result = "# Review Already Open\n\n"
        result += f"A review for `{branch}` is already open.\n"
        result += f"\n**Error**: {data.get('message')}\n"
        return [TextContent(type="text", text=result)]  # want: softerror related=19,21
    raise RuntimeError(f"Error opening review: {r.status_code}")  # want: raisederror


@mcp.tool()
def fetch_review(review_id: str) -> str:
    try:
        return httpx.get(f"https://reviews.example/{review_id}").text
    except httpx.HTTPError as e:
        out = f"# Review {review_id}\n"
        out += f"Could not load the review: {e}\n"
        return out  # want: softerror related=31,32


@mcp.tool()
def review_stats(review_id: str) -> str:
    # Fine: a report of a whole run; its failed count is a part of the answer (not a branch).
    stats = httpx.get(f"https://reviews.example/{review_id}/stats").json()
    text = "# Review checks\n"
    text += f"Passed: {stats['passed']}\n"
    text += f"Failed: {stats['failed']}\n"
    return text


@mcp.tool()
def review_notes(review_id: str, verbose: bool = False) -> str:
    # Fine: the error line is added only under a test, a part of the answer.
    notes = httpx.get(f"https://reviews.example/{review_id}/notes").json()
    if notes:
        text = "# Notes\n"
        for n in notes:
            text += f"- {n['body']}\n"
        if verbose:
            text += "Errors: none\n"
        return text
    return "No notes"


@mcp.tool()
def merge_review(review_id: str) -> str:
    # Fine: the answer reports success; the note lists what it skipped.
    r = httpx.post(f"https://reviews.example/{review_id}/merge")
    if r.status_code == 200:
        text = "Review merged successfully.\n"
        text += "Error: 0 conflicts\n"
        return text
    raise RuntimeError(f"merge failed: {r.status_code}")  # want: raisederror
