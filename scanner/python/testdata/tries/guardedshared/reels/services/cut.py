"""A tool of a module that imports no SDK: main.py registers it."""

from checks import checked_input
from reels.errors import failure


@checked_input
def cut_video(path: str, start: float = 0.0) -> str:
    if start < 0:
        raise ValueError(f"start must not be negative: {start}")  # want: raisederror
    try:
        return f"{path}@{start}"
    except OSError as e:
        return failure("os", str(e))
