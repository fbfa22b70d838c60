"""Notes tools on python-sdk 2.x MCPServer."""

import json

from mcp import MCPError
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

app = MCPServer("notes")
NOTES: dict[str, str] = {}


@app.tool()
def read_note(note_id: str) -> CallToolResult:
    if not note_id:
        raise ToolError("note_id is required")  # want: raisederror outcome=iserror shape=prose-only
    if note_id == "secret":
        raise MCPError(code=-32000, message="forbidden")  # want: protocolerror outcome=protocol-error shape=prose-only
    if note_id not in NOTES:
        return CallToolResult(  # want: errorresult shape=structured typed=code,target outcome=iserror
            is_error=True,
            content=[TextContent(text=f"note {note_id} not found")],
            structured_content={"error": {"code": "NOT_FOUND", "target": note_id}},
        )
    return CallToolResult(content=[TextContent(text=NOTES[note_id])])


@app.tool()
def save_note(note_id: str, text: str) -> str:
    try:
        NOTES[note_id] = text.strip()
    except AttributeError as exc:
        return f"Failed to save {note_id}: {exc}"  # want: softerror
    return json.dumps({"saved": note_id})


@app.tool()
def search_notes(query: str) -> str:
    hits = [k for k, v in NOTES.items() if query in v]
    if not hits:
        return "No results found"  # not a failure
    return ", ".join(hits)


@app.tool()
def share_note(note_id: str, email: str) -> CallToolResult:
    if "@" not in email:
        # Text and typed fields agree (fix the arguments): no guidance problem.
        return CallToolResult(  # want: errorresult shape=structured typed=code,target,policy
            is_error=True,
            content=[TextContent(text="Check the email address and try again with a valid one")],
            structured_content={"error": {"code": "BAD_EMAIL", "target": "email", "policy": "fix_arguments"}},
        )
    if email.endswith("@blocked.example"):
        return CallToolResult(  # want: errorresult shape=structured typed=code,retry; guidance
            is_error=True,
            content=[TextContent(text="The mail gateway is busy, please retry later")],
            structured_content={"error": {"code": "GATEWAY", "retryable": False}},
        )
    return CallToolResult(content=[TextContent(text=f"shared {note_id}")])
