"""Note handlers, made tools by the server's table."""

from mcp import types
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, MISSING_REQUIRED_CLIENT_CAPABILITY

from .store import remove_note

NOTES: dict[str, str] = {}


class NoteError(Exception):
    pass


def create_note(args: dict) -> types.CallToolResult:
    title = args.get("title")
    if not title:
        raise NoteError("title is required")  # want: protocolerror outcome=protocol-error function=create_note
    if args.get("sample") and not args.get("client_can_sample"):
        # Fine: the spec asks for a JSON-RPC error when the client lacks a capability.
        raise MCPError(code=MISSING_REQUIRED_CLIENT_CAPABILITY, message="sampling capability required")
    NOTES[title] = args.get("body", "")
    return types.CallToolResult(content=[types.TextContent(text=f"created {title}")])


def delete_note(args: dict) -> types.CallToolResult:
    if "id" not in args:
        raise MCPError(code=INVALID_PARAMS, message="id is required")  # want: protocolerror outcome=protocol-error
    remove_note(args["id"])
    return types.CallToolResult(content=[types.TextContent(text="deleted")])
