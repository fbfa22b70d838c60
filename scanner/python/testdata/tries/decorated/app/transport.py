"""The transport the helpers call: no MCP import."""

from .errors import ApiError


def send(path: str) -> dict:
    if not path:
        # Fine: only helpers under api_errors call it, and the wrapper answers the raise.
        raise ApiError("nothing to send")
    return {"sent": path}


def receive(path: str) -> dict:
    if not path:
        # A helper under api_errors calls it, and so does one without a decorator.
        raise ApiError("nothing to receive")  # want: raisederror related=app/helpers.py:37,app/server.py:55,app/server.py:56
    return {"received": path}
