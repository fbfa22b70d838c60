"""The handlers of the tools, keyed by the constants of their names."""

from .client import LabClient
from .constants import TOOL_GET_MR, TOOL_GET_TAGS, TOOL_WHOAMI


def handle_get_mr(client: LabClient, arguments: dict) -> dict:
    # BAD: the client's error dictionary is the tool's answer.
    return client.get_mr(arguments["iid"])  # want: softerror related=lab/client.py:11,lab/server.py:25


def handle_get_tags(client: LabClient, arguments: dict) -> list:
    # GOOD: the client answers only successes.
    return client.get_tags(arguments["project"])


def handle_whoami(client: LabClient, arguments: dict) -> dict:
    # GOOD here: what the client raises, the dispatcher answers (its own finding).
    return client.whoami()


TOOL_HANDLERS = {
    TOOL_GET_MR: handle_get_mr,
    TOOL_GET_TAGS: handle_get_tags,
    TOOL_WHOAMI: handle_whoami,
}
