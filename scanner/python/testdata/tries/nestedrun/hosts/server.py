"""Tools that run their operation through a timing runner, handing it a function of their own."""
import logging
import time
from typing import Any

from mcp.server.fastmcp import FastMCP

from . import ops

logger = logging.getLogger(__name__)
mcp = FastMCP("hosts")


def register(server: FastMCP) -> None:
    def _timed(tool_name: str, fn):  # type: ignore[no-untyped-def]
        start = time.monotonic()
        try:
            result = fn()
            logger.info("%s took %.1f ms", tool_name, (time.monotonic() - start) * 1000)
            return result
        except Exception:
            logger.exception("%s failed", tool_name)
            raise  # want: raisederror related=hosts/server.py:26,hosts/server.py:31,hosts/server.py:34

    @server.tool()
    def host_add(name: str) -> dict[str, Any]:
        def run() -> dict[str, Any]:
            result = ops.add_host(name)
            return result

        return _timed("host_add", run)  # want: softerror related=hosts/ops.py:9,hosts/server.py:20

    @server.tool()
    def host_list() -> dict[str, Any]:
        # FINE: list_hosts never fails.
        def run() -> dict[str, Any]:
            return ops.list_hosts()

        return _timed("host_list", run)


register(mcp)
