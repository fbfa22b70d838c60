from notes.store import NOTES


def archive_note(note_id: str) -> str:
    if note_id not in NOTES:
        raise ValueError(f"no note {note_id}")  # want: raisederror related=notes/archive/ArchiveNoteTool.py:5
    return NOTES.pop(note_id)
