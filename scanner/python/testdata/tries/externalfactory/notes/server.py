"""Tools on a server that a factory of a dependency (acme-core, not in the checkout) builds."""

from acme_core.mcp import create_mcp_app, serve

from .store import NOTES, lookup

mcp = create_mcp_app("notes")


@mcp.tool()
def note_get(note_id: str) -> dict:
    try:
        return lookup(note_id)
    except KeyError as e:
        return {"ok": False, "error": str(e)}  # want: softerror shape=structured


@mcp.tool()
def note_delete(note_id: str) -> str:
    if note_id not in NOTES:
        raise ValueError(f"no note {note_id}")  # want: raisederror outcome=iserror shape=prose-only
    del NOTES[note_id]
    return "deleted"


@mcp.tool()
def note_list() -> list[str]:
    # Fine: the answer itself.
    return sorted(NOTES)


def note_archive(note_id: str) -> dict:
    if note_id not in NOTES:
        return {"archived": False, "error": f"no note {note_id}"}  # want: softerror shape=structured
    return {"archived": True}


def note_pin(note_id: str) -> str:
    try:
        NOTES[note_id]["pinned"] = True
    except KeyError:
        return f"Error: no note {note_id}"  # want: softerror shape=prose-only
    return "pinned"


mcp.add_tool(note_archive)
mcp.tool()(note_pin)


if __name__ == "__main__":
    serve(mcp)
