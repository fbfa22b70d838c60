NOTES: dict[str, dict] = {}


def lookup(note_id: str) -> dict:
    return NOTES[note_id]
