"""Helpers every tool module of the shelf server shares."""
import json
import logging
from typing import Any

logger = logging.getLogger(__name__)


def format_result(data: Any, pretty: bool = True) -> str:
    """Serialize a result for the client; text goes out as it is."""
    if isinstance(data, str):
        return data
    try:
        return json.dumps(data, indent=2 if pretty else None, default=str)
    except (TypeError, ValueError) as e:
        logger.warning("cannot serialize: %s", e)
        return str(data)


def headline(data: dict[str, Any]) -> str:
    """Only the title of a result: what it is given goes no further on the other return."""
    if "title" in data:
        return str(data["title"])
    return "untitled"
