"""Decorators of the API helpers: no MCP import."""

import functools
from typing import Any, Callable, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])


class ApiError(Exception):
    pass


def api_errors(func: F) -> F:
    """Answers every failure of the helper with an error object shaped by a nested formatter."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        def failed(msg):
            return {"error": msg}

        try:
            return await func(*args, **kwargs)
        except ApiError as e:
            return failed(f"API error: {e}")
        except Exception as e:
            return failed(f"Unexpected error: {e}")

    return cast(F, wrapper)


def log_and_reraise(func):
    """Logs a failure and raises it again: the helper's raises leave the wrapper."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            print("failed")
            raise  # want: raisederror

    return wrapper


def timeouts_as_text(func):
    """Answers a timeout with text; every other failure passes through."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except TimeoutError:
            return "Timed out"

    return wrapper
