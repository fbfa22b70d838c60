"""Helpers of the server, in a file with no MCP needle."""

import traceback


def describe(e: Exception) -> str:
    return "".join(traceback.format_exception(type(e), e, e.__traceback__))
