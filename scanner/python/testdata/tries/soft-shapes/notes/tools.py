"""Tools registered on a parameter: this file never imports the SDK, the manifest says it is one.

Failures returned as text that names what went wrong without an error word, in except blocks
(with or without a bound name) and in early-return branches.
"""

import json
import os

NOTES_DIR = "/srv/notes"


class ApiError(Exception):
    async def describe(self) -> str:
        return f"api said: {self.args[0]}"


def to_text(payload: dict) -> str:
    return json.dumps(payload, indent=2)


def _note_path(name: str) -> str:
    return os.path.join(NOTES_DIR, name + ".md")


def _load_index() -> str:
    try:
        with open(os.path.join(NOTES_DIR, "index.json")) as f:
            return f.read()
    except OSError as e:
        return f"index unreadable: {e}"


def register_tools(mcp) -> None:
    @mcp.tool()
    def read_note(name: str) -> str:
        p = _note_path(name)
        if not os.path.exists(p):
            return f"Note {name} not found"  # want: softerror shape=prose-only related=none
        try:
            with open(p) as f:
                return f.read()
        except PermissionError:
            return f"Permission denied: {p}"  # want: softerror shape=prose-only
        except UnicodeDecodeError:
            return f"{p} is not valid UTF-8"  # want: softerror

    @mcp.tool()
    def list_notes(tag: str = "") -> str:
        names = sorted(os.listdir(NOTES_DIR))
        if not names:
            # Fine: an empty answer, not a failure.
            return "No notes found"
        if tag and tag not in names:
            # Fine: words of failure in an answer that reports success.
            return f"Deleted 0 notes, tag {tag} not found"
        return "\n".join(names)

    @mcp.tool()
    def mode(kind: str) -> str:
        if kind not in ("draft", "final"):
            return f"Invalid mode {kind}. Use draft or final"  # want: softerror
        # Fine: not in a failure block, and it opens with no failure word.
        return f"mode {kind}; errors are reported in the log"

    @mcp.tool()
    async def sync(remote: str) -> str:
        try:
            return await push(remote)
        except ApiError as e:
            return await e.describe()  # want: softerror shape=unknown
        except TimeoutError as e:
            return e.args[0]  # want: softerror shape=prose-only

    @mcp.tool()
    def export(name: str) -> str:
        try:
            body = open(_note_path(name)).read()
        except OSError as e:
            return to_text({"status": "error", "message": str(e)})  # want: softerror shape=json-in-text related=19
        return to_text({"status": "ok", "body": body})

    @mcp.tool()
    def stats(name: str) -> str:
        try:
            size = os.path.getsize(_note_path(name))
            result = f"{size} bytes"
        except OSError as e:
            result = f"{e}"
        return result  # want: softerror shape=prose-only related=89

    @mcp.tool()
    def rename(old: str, new: str) -> dict:
        rc = os.system(f"mv {_note_path(old)} {_note_path(new)}")
        return {"success": rc == 0, "from": old, "to": new}  # want: softerror shape=structured

    @mcp.tool()
    def index() -> str:
        return _load_index()  # want: softerror shape=prose-only related=31

    @mcp.tool()
    def checked_index() -> str:
        text = _load_index()
        if text.startswith("index unreadable"):
            raise ValueError(text)  # want: raisederror
        # Fine: the failure the helper may return was turned into a raise above.
        return text

    @mcp.tool()
    def health() -> str:
        try:
            os.listdir(NOTES_DIR)
            return "up"
        except OSError as e:
            # Fine: a probe's ordinary answer is that something is down.
            return f"down: {e}"


async def push(remote: str) -> str:
    return remote


def register_counters(mcp) -> None:
    @mcp.tool()
    def note_count(folder: str) -> int:
        try:
            return len(os.listdir(os.path.join(NOTES_DIR, folder)))
        except OSError as e:
            # Fine: FastMCP validates the output against int, so this text becomes an isError
            # result (a validation error) rather than a success.
            return f"Error listing {folder}: {e}"


def _send(remote: str) -> tuple:
    try:
        os.stat(remote)
    except OSError as e:
        return False, f"Error: {e}"
    return True, "sent"


def register_senders(mcp) -> None:
    @mcp.tool()
    def send(remote: str) -> dict:
        ok, message = _send(remote)
        return {"success": ok, "message": message}  # want: softerror shape=structured

    @mcp.tool()
    def size(remote: str) -> dict:
        # Fine: the values come from a call, but no flag says whether the call succeeded.
        kb, rest = divmod(os.path.getsize(remote), 1024)
        return {"kb": kb, "rest": rest}
