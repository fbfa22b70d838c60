"""The base class of the tool classes: one method maps every failure to an exception."""

import logging

from mcp.types import TextContent


class HostTool:
    def __init__(self, api):
        self.api = api
        self.log = logging.getLogger("hv")

    def _answer(self, data):
        return [TextContent(type="text", text=str(data))]

    def _fail(self, op: str, err: Exception) -> None:
        msg = str(err)
        self.log.error("%s: %s", op, msg)
        if "missing" in msg:
            raise ValueError(f"Not found: {msg}")  # want: raisederror related=hv/server.py:14,hv/server.py:15,hv/tools/hosts.py:14
        raise RuntimeError(f"Failed to {op}: {msg}")  # want: raisederror related=hv/server.py:14,hv/server.py:15,hv/tools/hosts.py:14

    def _note(self, op: str) -> None:
        # FINE: overridden by every tool class below; this raise runs for none of them.
        raise NotImplementedError(op)


class Plain:
    def _fail(self, op: str, err: Exception) -> None:
        # FINE: no tool class derives from Plain.
        raise RuntimeError(op)
