"""The API client: no MCP import."""

from .common import ClientError


def post(path: str) -> dict:
    if not path:
        # Fine: the only tool that reaches it is wrapped in handle_exceptions.
        raise ClientError("empty path")
    return {"path": path}


def put(path: str) -> dict:
    if not path:
        raise ClientError("empty path")  # want: raisederror
    return {"path": path}
