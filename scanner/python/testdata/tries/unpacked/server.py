"""Messages a tool unpacks from what a helper of its file returns as a tuple."""

from typing import cast

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tickets")


def classify(exc: Exception, status: int | None = None) -> tuple[str, str, dict]:
    details = {"type": type(exc).__name__}
    if status == 401:
        return "auth", "Authentication failed. Check the API key.", details
    if status == 404:
        return ("not_found", "Ticket not found (HTTP 404).", details)
    return "upstream", f"Could not reach the ticket service: {exc}", details


def counted(items: list[str]) -> tuple[int, str]:
    return len(items), ", ".join(items)


def labelled(body: str) -> tuple[str, str]:
    return "Error", body


@mcp.tool()
def get_ticket(ticket_id: str) -> str:
    try:
        r = httpx.get(f"https://tickets.example/{ticket_id}")
        r.raise_for_status()
        return r.text
    except httpx.HTTPStatusError as e:
        category, message, details = classify(e, e.response.status_code)
        return message  # want: softerror related=14,16,17,35


@mcp.tool()
def close_ticket(ticket_id: str) -> str:
    try:
        httpx.post(f"https://tickets.example/{ticket_id}/close").raise_for_status()
    except Exception as e:
        _, text, _ = classify(e)
        return cast(str, text)  # want: softerror related=14,16,17,44
    return "closed"


@mcp.tool()
def list_tags(ticket_id: str) -> str:
    # Fine: the helper hands back a count and the joined tags, no failure.
    tags = httpx.get(f"https://tickets.example/{ticket_id}/tags").json()
    n, joined = counted(tags)
    return joined


@mcp.tool()
def ticket_body(ticket_id: str) -> str:
    # Fine: the failure word is the other member of the tuple; the body is data.
    label, body = labelled(httpx.get(f"https://tickets.example/{ticket_id}").text)
    return body


@mcp.tool()
def reopen_ticket(ticket_id: str) -> str:
    # Fine: the unpacked message is overwritten on every path before the return.
    try:
        httpx.post(f"https://tickets.example/{ticket_id}/reopen").raise_for_status()
        message = "reopened"
    except Exception as e:
        category, message, details = classify(e)
        message = f"not reopened ({category})"
        raise RuntimeError(message) from e  # want: raisederror
    return message
