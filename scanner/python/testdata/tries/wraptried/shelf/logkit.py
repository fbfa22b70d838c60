"""Decorators that time and log a tool call and pass its failure on. Their re-raise runs only
when the decorated tool raises: a tool that only calls methods that answer every failure with
text raises nothing into them."""

import functools
import logging
import time

log = logging.getLogger(__name__)


def logged(func):
    """Wraps tools of which one calls a method that raises."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        start = time.time()
        log.info("call %s", func.__name__)
        try:
            result = await func(*args, **kwargs)
            elapsed = time.time() - start
            log.info(f"done in {elapsed:.3f}s")
            return result
        except Exception as e:
            elapsed = time.time() - start
            log.error(f"failed after {elapsed:.3f}s: {e}")
            raise  # want: raisederror related=shelf/server.py:31,shelf/server.py:32,shelf/server.py:38

    return wrapper


def timed(func):
    """Wraps only tools whose callees answer every failure: the re-raise never runs."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            result = await func(*args, **kwargs)
            log.info("took %.3f", time.perf_counter() - start)
            return result
        except Exception:
            log.exception("tool failed")
            raise  # fine: no tool it wraps raises into it

    return wrapper
