"""No needle here: failures go through tool_error only."""
from pathlib import Path

from .errors import tool_error


def read_file(path: str):
    if not path:
        return tool_error("path is required")
    p = Path(path)
    if not p.exists():
        return tool_error(f"{path} does not exist")
    return p.read_text()
