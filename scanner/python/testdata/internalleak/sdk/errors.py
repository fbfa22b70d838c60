"""Helpers of the server, in a file with no MCP needle."""

import traceback


def describe(e: Exception) -> str:
    return "".join(traceback.format_exception(type(e), e, e.__traceback__))


def set_key(settings: dict, key: str) -> str:
    # Reads the settings and answers with a sentence: the settings are not its value.
    if not settings.get("base_url"):
        return "no base URL configured"
    return "the key " + ("is set" if key else "is empty")
