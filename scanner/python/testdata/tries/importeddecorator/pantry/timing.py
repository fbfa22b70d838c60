"""A project decorator that registers nothing."""

import functools
import time


def timed(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        start = time.monotonic()
        try:
            return await fn(*args, **kwargs)
        finally:
            print(fn.__name__, time.monotonic() - start)

    return wrapper


def audited_tool(fn):
    # Named like a registrar, but registers nothing: what it decorates is no tool.
    print("audited", fn.__name__)
    return fn
