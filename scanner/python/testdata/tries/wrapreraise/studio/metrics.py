"""Decorators that time a tool and pass on what it raises. Their re-raise runs only when the
function they wrap raises: around functions that catch every failure of their own, it never runs."""

import functools
import inspect
import logging
import time

logger = logging.getLogger(__name__)


def timed(name: str):
    """Wraps only tools that catch everything they may raise."""

    def decorator(func):
        @functools.wraps(func)
        def sync_wrapper(*args, **kwargs):
            start = time.time()
            try:
                result = func(*args, **kwargs)
                ok = True
                return result
            except Exception as e:
                logger.debug("failed: %s", e)
                raise  # dead: every function timed wraps catches its own failures
            finally:
                logger.debug("%s took %.3f", name, time.time() - start)

        @functools.wraps(func)
        async def async_wrapper(*args, **kwargs):
            try:
                return await func(*args, **kwargs)
            except Exception:
                raise  # dead: as above

        if inspect.iscoroutinefunction(func):
            return async_wrapper
        return sync_wrapper

    return decorator


def counted(name: str):
    """Wraps a tool that may raise: the re-raise passes that on."""

    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except Exception as e:
                logger.debug("%s failed", name)
                raise e  # want: raisederror related=studio/server.py:39,studio/server.py:38
            finally:
                logger.debug("%s ran", name)

        return wrapper

    return decorator


def note(name):
    if not name:
        raise ValueError("a name is required")  # want: raisederror
    logger.debug("calling %s", name)


def traced(func):
    """A plain decorator whose try also runs something of its own that may raise."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            note(func.__name__)
            return func(*args, **kwargs)
        except Exception:
            raise  # want: raisederror related=64,studio/server.py:56,studio/server.py:55,72

    return wrapper


def stacked(func):
    """Wraps functions another decorator of the root's wraps first: what it calls may raise."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            raise  # want: raisederror related=studio/server.py:66,studio/server.py:64

    return wrapper


def logged(name: str):
    """Returns one wrapper for coroutine functions and another for the rest."""

    def decorator(func):
        @functools.wraps(func)
        def sync_wrapper(*args, **kwargs):
            try:
                return func(*args, **kwargs)
            except Exception:
                raise  # want: raisederror related=studio/server.py:75,studio/server.py:74,studio/server.py:104,studio/server.py:120

        @functools.wraps(func)
        async def async_wrapper(*args, **kwargs):
            try:
                return await func(*args, **kwargs)
            except Exception:
                raise  # want: raisederror related=studio/server.py:104,studio/server.py:102

        is_async = inspect.iscoroutinefunction(func)
        if is_async:
            return async_wrapper
        else:
            return sync_wrapper

    return decorator


def sampled(func):
    """Picks its wrapper in a conditional expression."""

    @functools.wraps(func)
    def sync_wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            raise  # want: raisederror related=studio/server.py:95,studio/server.py:94

    @functools.wraps(func)
    async def async_wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except Exception:
            raise  # dead: sampled wraps no coroutine function

    return async_wrapper if inspect.iscoroutinefunction(func) else sync_wrapper


def lifted(func):
    """Makes a coroutine function of any function: what it wraps says nothing of what it is."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        return func(*args, **kwargs)

    return wrapper


def recorded(name: str):
    """Returns one wrapper for coroutine functions and another for the rest, each of whose tries
    also runs something of its own that may raise: a raise there is reached as any other, but
    only through the decorations of the functions its wrapper is for."""

    def decorator(func):
        @functools.wraps(func)
        def sync_wrapper(*args, **kwargs):
            try:
                note(name)
                return func(*args, **kwargs)
            except Exception:
                raise  # want: raisederror related=64,studio/server.py:113,studio/server.py:112,studio/server.py:120

        @functools.wraps(func)
        async def async_wrapper(*args, **kwargs):
            try:
                note(name)
                return await func(*args, **kwargs)
            except Exception:
                raise  # dead: recorded wraps no coroutine function

        if inspect.iscoroutinefunction(func):
            return async_wrapper
        return sync_wrapper

    return decorator
