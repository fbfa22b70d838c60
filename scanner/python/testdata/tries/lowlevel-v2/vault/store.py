"""The vault's index. It imports nothing of MCP: the tools of other modules reach it."""

import json
import os


class IndexError_(Exception):
    pass


def load_index(path: str) -> int:
    if not os.path.exists(path):
        # Reached by the low-level handler (a JSON-RPC error) and by an MCPServer tool (an
        # isError result): one finding for each.
        raise FileNotFoundError(path)  # want: protocolerror outcome=protocol-error; raisederror outcome=iserror
    with open(path) as f:
        return len(json.load(f))


def count_notes(folder: str) -> int:
    if not folder:
        # Fine: the handler catches it and answers with an isError result.
        raise IndexError_("folder is required")
    return len(os.listdir(folder))


def remove_note(note_id: str) -> None:
    if not note_id.isalnum():
        raise ValueError(f"bad id {note_id!r}")  # want: protocolerror outcome=protocol-error function=remove_note


def read_note(note_id: str) -> str:
    if not note_id:
        # Reached only by the MCPServer tool: an isError result there.
        raise KeyError("note id is required")  # want: raisederror outcome=iserror
    with open(note_id) as f:
        return f.read()
