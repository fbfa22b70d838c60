"""A decorator that records a tool's failures and passes them on. Its re-raise repeats what the
tool raises: a new failure only for tools that let out exceptions they do not raise themselves."""

import functools
import logging

log = logging.getLogger(__name__)


def recorded(label: str):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except Exception as e:
                log.warning("%s failed: %s", label, e)
                raise  # want: raisederror related=gallery/server.py:37,gallery/server.py:38,gallery/server.py:49,gallery/server.py:59

        return wrapper

    return decorator


def audited(func):
    """Wraps only a tool whose failures all leave through raises of its own."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            log.exception("audit")
            raise  # dead as a new failure: it passes on the tool's own reported raise

    return wrapper
