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


@mcp.tool()
async def ticket_report(ticket_id: str) -> str:
    out = "TICKET REPORT\n" + "=" * 40 + "\n"
    try:
        r = httpx.get(f"https://tickets.example/{ticket_id}")
        if r.status_code == 200:
            out += f"Title: {r.json()['title']}\n"
        elif r.status_code == 404:
            out += f"❌ Ticket not found: {ticket_id}\n"
        else:
            out += f"Error loading the ticket (HTTP {r.status_code})\n"
    except Exception as e:
        out += f"Error: {e}\n"
        import logging

        logging.getLogger(__name__).error("ticket_report failed")
    out += "=" * 40 + "\n"
    return out  # want: softerror related=79,81,83


@mcp.tool()
def ticket_history(ticket_id: str = "") -> str:
    out = "TICKET HISTORY\n"
    if not ticket_id:
        out += "Error: ticket_id is required to read the history.\n"
        out += "Pass an id such as T-1042.\n"
        return out  # want: softerror related=95
    out += httpx.get(f"https://tickets.example/{ticket_id}/history").text
    return out


@mcp.tool()
def ticket_batch(ids: list[str]) -> str:
    # Fine: each failure is a line of a batch's per-item report.
    out = "BATCH\n"
    for tid in ids:
        try:
            out += httpx.get(f"https://tickets.example/{tid}").text + "\n"
        except httpx.HTTPError as e:
            out += f"{tid}: Error: {e}\n"
    return out


@mcp.tool()
def ticket_search(query: str) -> str:
    # Fine: no tickets is an empty answer, not a failure.
    out = f"SEARCH: {query}\n"
    items = httpx.get("https://tickets.example/search", params={"q": query}).json()
    if not items:
        out += "No tickets found\n"
    else:
        out += "\n".join(i["title"] for i in items)
    return out


@mcp.tool()
def ticket_overview(ticket_id: str) -> str:
    # Fine: the failed section is a warning; the tool goes on to its second section.
    out = "OVERVIEW\n"
    try:
        out += httpx.get(f"https://tickets.example/{ticket_id}/links").text
    except httpx.HTTPError as e:
        out += f"Error loading links: {e}\n"
    body = httpx.get(f"https://tickets.example/{ticket_id}").text
    out += f"Body: {body}\n"
    return out


@mcp.tool()
def ticket_status(ticket_id: str) -> str:
    # Fine: the failure piece is thrown away when the text is set again.
    out = "STATUS\n"
    try:
        out += httpx.get(f"https://tickets.example/{ticket_id}/status").text
    except httpx.HTTPError as e:
        out += f"Error: {e}\n"
        out = "STATUS: unknown\n"
    return out


@mcp.tool()
def ticket_debug(ticket_id: str, verbose: bool = False) -> str:
    # Fine: the error line is a part of the answer, added under a test of an option.
    out = httpx.get(f"https://tickets.example/{ticket_id}").text
    if verbose:
        out += "Errors: none recorded\n"
    return out


@mcp.tool()
def ticket_kinds() -> str:
    # Fine: the try only builds text from a literal, so its except never runs.
    out = "=" * 20 + "\n"
    try:
        kinds = {"bug": "Something is broken", "task": "Work to do"}
        out += "Kinds:\n"
        for kind, desc in sorted(kinds.items()):
            out += f"  {kind}: {desc}\n"
    except Exception as e:
        out += f"Error: {e}\n"
    return out


@mcp.tool()
def ticket_labels(labels: list) -> str:
    # Bad: iterating what the client passed may raise, and the except answers as a success.
    out = "=" * 20 + "\n"
    try:
        for label in labels:
            out += f"  {label}\n"
    except Exception as e:
        out += f"Error: {e}\n"
    return out  # want: softerror related=182
