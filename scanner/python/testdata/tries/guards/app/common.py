"""Decorators the tools are wrapped in: no MCP import, reached from the tools of another module."""

from functools import wraps


class ClientError(Exception):
    pass


def handle_exceptions(func):
    """Answers every failure of the tool with an error object."""

    @wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except Exception as e:
            return {"error": str(e)}  # want: softerror shape=structured

    return wrapper


def reraise_errors(func):
    """Rewords the client's failures; everything else passes through."""

    @wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except ClientError as e:
            raise RuntimeError(f"API error: {e}")  # want: raisederror
        except Exception:
            raise  # want: raisederror

    return wrapper


def unused_guard(func):
    # Fine: no tool is wrapped in it, so its answer reaches no client.
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception as e:
            return {"error": str(e)}

    return wrapper
