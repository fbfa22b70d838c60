"""A decorator whose wrapper turns the decorated function's failures into text, through a
shared helper that re-raises them unless its caller asks for text."""

import functools


class RelayError(Exception):
    def __init__(self, message):
        super().__init__(message)
        self.message = message


class LoginRequired(RelayError):
    pass


def login_message(action):
    return f"# Login Required\n\nLog in to {action}."


async def _run_guarded(coro, *, as_text=False):
    try:
        return await coro
    except RelayError as e:
        if as_text:
            if isinstance(e, LoginRequired):
                return login_message(e.message)  # want: softerror
            # The same finding names this return too.
            return f"# Error\n\n{e.message}"
        # Every caller in the fixture passes as_text=True: this re-raise runs for none of them.
        raise


def text_errors(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return await _run_guarded(func(*args, **kwargs), as_text=True)

    return wrapper


async def _run_raw(coro, *, as_text=False):
    try:
        return await coro
    except RelayError as e:
        if as_text:
            # No caller passes as_text: this text is never returned.
            return f"# Error\n\n{e.message}"
        raise  # want: raisederror


def raw_errors(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return await _run_raw(func(*args, **kwargs))

    return wrapper
