"""Decorators of the tools: no MCP import."""

import functools

from kiln.utils.failure import FailureReply


def catch_all(func):
    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except KeyError:
            return FailureReply(code=500, error_message="Internal error").to_dict()  # want: softerror
        except Exception as e:
            return FailureReply(code=500, error_message=str(e)).to_dict()  # want: softerror
    return wrapper


def needs_role(*roles):
    def decorator(func):
        func.roles = roles
        return func
    return decorator
