"""A plant API client whose calls a decorator wraps: every except clause answers through a
nested formatter, so each of those returns is a failure the tools hand on (no MCP import)."""

import functools


class GardenError(Exception):
    pass


def api_call(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        def failure(msg):
            return {"error": msg}

        if not args:
            return failure("No garden selected")
        try:
            return await func(*args, **kwargs)
        except GardenError as e:
            return failure(f"Garden error: {e}")
        except TimeoutError:
            return failure("Timed out")
        except ValueError:
            # Not named: it answers with None, no failure of the formatter's.
            return None
        except Exception as e:
            return failure(f"Unexpected error: {e}")

    return wrapper


def reraising(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        def failure(msg):
            return {"error": msg}

        try:
            return await func(*args, **kwargs)
        except GardenError as e:
            return failure(f"Garden error: {e}")
        except Exception:
            raise

    return wrapper


@api_call
async def water(bed: str) -> dict:
    return {"watered": bed}


@reraising
async def prune(bed: str) -> dict:
    return {"pruned": bed}
