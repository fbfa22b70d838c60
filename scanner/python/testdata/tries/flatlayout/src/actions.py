"""Action handlers imported by a one-component name from a directory above the server."""


def press_key(key: str) -> str:
    if len(key) != 1:
        return f"Error: cannot press {key!r}"
    return f"pressed {key}"
