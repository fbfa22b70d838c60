"""Decorator factories that hand back the server's own tool decorator."""

import os
from typing import Any, Callable

from ..app import mcp


def write_tool(**kwargs: Any) -> Callable[[Any], Any]:
    """Register a write tool, or leave the function unregistered when writes are disabled."""
    if os.getenv("READ_ONLY"):

        def skip(fn: Any) -> Any:
            return fn

        return skip
    registered: Callable[[Any], Any] = mcp.tool(**kwargs)
    return registered


def audit_log(**kwargs: Any) -> Callable[[Any], Any]:
    """Not named as a registrar: a decorator of its own kind, whatever it returns."""
    return mcp.tool(**kwargs)
