"""Decorators that hand the tool's call to one helper, whose flag says whether a LedgerError
becomes text."""

from functools import wraps

from .errors import LedgerError


async def _run(coro, as_text=False):
    try:
        return await coro
    except LedgerError as exc:
        if as_text:
            # The flag only chooses a mode inside the except clause: the failure is _run's own,
            # and the tools whose decorator passes as_text=True return it as theirs.
            return f"Error: {exc}"  # want: softerror
        # Reached from close, whose strict_errors passes as_text=False.
        raise  # want: raisederror
    except (ValueError, KeyError):
        raise  # want: raisederror


def text_errors(fn):
    """Every LedgerError of the tool becomes the text of a success."""

    @wraps(fn)
    async def wrapper(*args, **kwargs):
        try:
            # The text _run answers a LedgerError with is a success the tool returns (reported
            # at _run's return, which names this one).
            return await _run(fn(*args, **kwargs), as_text=True)
        finally:
            print("done")

    return wrapper


def strict_errors(fn):
    """The flag is False: the helper raises the LedgerError again."""

    @wraps(fn)
    async def wrapper(*args, **kwargs):
        return await _run(fn(*args, **kwargs), as_text=False)

    return wrapper


def default_errors(fn):
    """The flag is left at its default, False: the helper raises the LedgerError again."""

    @wraps(fn)
    async def wrapper(*args, **kwargs):
        return await _run(fn(*args, **kwargs))

    return wrapper
