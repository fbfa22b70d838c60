"""Kiosk screens: the server's registry holds two of them."""

from typing import Any


class MenuScreen:
    def __init__(self, catalog: dict[str, float]):
        self.catalog = catalog

    async def run(self, args: dict[str, Any]) -> str:
        item = args.get("item", "")
        if item not in self.catalog:
            return f"Invalid item: {item}"  # want: softerror related=kiosk/server.py:21
        return f"{item} costs {self.catalog[item]}"


class PayScreen:
    def __init__(self, catalog: dict[str, float]):
        self.catalog = catalog

    async def run(self, args: dict[str, Any]) -> str:
        try:
            total = sum(self.catalog[i] for i in args.get("items", []))
        except KeyError as e:
            return f"Payment failed: unknown item {e}"  # want: softerror related=kiosk/server.py:22
        return f"paid {total}"
