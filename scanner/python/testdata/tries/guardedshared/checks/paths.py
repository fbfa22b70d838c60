"""Decorators of another package: checked_input answers a missing file with the shared failure
before it calls the tool; logged_input answers nothing itself."""

import os
from functools import wraps

from reels.errors import failure


def checked_input(func):
    @wraps(func)
    def wrapper(path, *args, **kwargs):
        if not os.path.isfile(path):
            return failure("missing", f"no file {path}")
        if os.path.getsize(path) == 0:
            return failure("empty", f"empty file {path}")
        return func(path, *args, **kwargs)

    return wrapper


def logged_input(func):
    @wraps(func)
    def wrapper(path, *args, **kwargs):
        result = func(path, *args, **kwargs)
        if not result:
            return failure("nothing", "the tool returned nothing")  # after the call: not the wrapper's own answer
        return result

    return wrapper
