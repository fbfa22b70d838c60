"""Decorators of the tools, in a module of their own: no MCP import."""

from functools import wraps

from .errors import AtlasError
from .models import Failure


def atlas_tool(fn):
    """Answers the service's failures and bad arguments; anything else reaches the SDK."""

    @wraps(fn)
    async def wrapper(*args, **kwargs):
        try:
            return await fn(*args, **kwargs)
        except AtlasError as exc:
            return Failure(error=str(exc), retryable=exc.retryable)  # want: softerror shape=structured related=atlas/common.py:13,atlas/tools/maps.py:13,atlas/tools/maps.py:14,atlas/tools/maps.py:19,atlas/tools/maps.py:30,atlas/tools/maps.py:35
        except ValueError as exc:
            return Failure(error=str(exc), code="bad_argument")  # want: softerror shape=structured related=atlas/common.py:13,atlas/tools/maps.py:13,atlas/tools/maps.py:14,atlas/tools/maps.py:19,atlas/tools/maps.py:30,atlas/tools/maps.py:35

    return wrapper


def logged(fn):
    """Catches an AtlasError only to log it, and raises it again."""

    @wraps(fn)
    async def wrapper(*args, **kwargs):
        try:
            return await fn(*args, **kwargs)
        except AtlasError:
            print("atlas failed")
            # The AtlasError reaches the SDK again: each tool under logged sends it as isError.
            raise  # want: raisederror related=atlas/tools/routes.py:13,atlas/tools/routes.py:14,atlas/tools/routes.py:19

    return wrapper
