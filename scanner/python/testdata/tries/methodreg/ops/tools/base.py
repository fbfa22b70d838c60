"""The base of the tool classes: a central error mapper that always raises."""

from typing import NoReturn


class BaseTool:
    def __init__(self, client):
        self.client = client

    def handle_error(self, error: Exception, operation: str) -> NoReturn:
        raise RuntimeError(f"Error during {operation}: {error}")  # want: raisederror related=ops/server.py:17,ops/tools/jobs.py:29
