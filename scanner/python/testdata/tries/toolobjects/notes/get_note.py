from notes.store import NOTES


def get_note(note_id: str) -> str:
    if note_id not in NOTES:
        raise ValueError(f"no note {note_id}")  # want: raisederror related=notes/GetNoteTool.py:5
    return NOTES[note_id]
