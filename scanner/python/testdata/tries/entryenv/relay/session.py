"""The session helper: no MCP import. It checks again a variable that the entry point requires,
and one that nothing requires."""

import os


def client_id() -> str:
    value = os.getenv("RELAY_CLIENT_ID")
    if not value:
        # Fine: __main__.main() exits when RELAY_CLIENT_ID is missing; this never runs.
        raise ValueError("RELAY_CLIENT_ID environment variable is required")
    return value


def tenant() -> str:
    value = os.getenv("RELAY_TENANT")
    if not value:
        # Nothing requires RELAY_TENANT.
        raise ValueError("RELAY_TENANT environment variable is required")  # want: raisederror related=relay/tools.py:11,relay/tools.py:12
    return value
