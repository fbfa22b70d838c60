"""A low-level server whose dispatch table pairs each tool with a handler object and the name of
the method that answers it; the call_tool handler reads the method off the object with getattr."""
from typing import Any

import mcp.types as types
from mcp.server import Server

from .handlers import LockerHandler, ParcelHandler, SortingHandler

VERB = "open"


class Stats:
    async def handle_count(self, arguments: dict[str, Any]) -> list[types.TextContent]:
        if not arguments.get("shelf"):
            return [types.TextContent(type="text", text="Error: shelf is required")]  # want: softerror
        return [types.TextContent(type="text", text="3")]


class MailroomServer:
    def __init__(self) -> None:
        self.server = Server("mailroom")
        self.parcels = ParcelHandler()
        self.lockers = LockerHandler()
        self.stats = Stats()
        self.sorting = SortingHandler()
        self._build_table()
        self._register()

    def _build_table(self) -> None:
        self.dispatch = {
            "track_parcel": (self.parcels, "handle_track"),
            "hold_parcel": (self.parcels, "handle_hold"),
            "count_parcels": (self.stats, "handle_count"),
            "sort_parcels": (self.sorting, "handle_sort"),
            "weigh_bin": (self.sorting, "handle_weigh"),
            "empty_bin": (self.sorting, "handle_empty"),
            "route_bin": (self.sorting, "handle_route"),
            "open_locker": (self.lockers, f"handle_{VERB}"),
        }

    def _register(self) -> None:
        @self.server.call_tool()
        async def call_tool(name: str, arguments: dict[str, Any] | None) -> list[types.TextContent]:
            entry = self.dispatch.get(name)
            if entry is None:
                raise ValueError(f"unknown tool {name}")  # want: raisederror
            handler, method_name = entry
            method = getattr(handler, method_name)
            return await method(arguments or {})
