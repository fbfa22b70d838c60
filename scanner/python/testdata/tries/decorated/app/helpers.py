"""API helpers, each wrapped in one of the root's decorators: no MCP import."""

from .errors import api_errors, log_and_reraise, timeouts_as_text
from .transport import receive, send


@api_errors
async def fetch_item(item_id: str) -> dict:
    if not item_id.isdigit():
        # Fine for raisederror: api_errors answers it (with an error object the tool returns).
        raise ValueError("item ids are numeric")
    return send(item_id)


@api_errors
async def fetch_other(item_id: str) -> dict:
    return receive(item_id)


@log_and_reraise
def put_item(item_id: str) -> dict:
    if not item_id:
        raise ValueError("an item id is required")  # want: raisederror
    return {"put": item_id}


@timeouts_as_text
def slow_item(item_id: str) -> dict:
    if not item_id:
        # The wrapper catches only TimeoutError: this raise leaves it.
        raise ValueError("an item id is required")  # want: raisederror
    return {"slow": item_id}


def raw_item(item_id: str) -> dict:
    # No decorator: what receive raises leaves this helper.
    return receive(item_id)
