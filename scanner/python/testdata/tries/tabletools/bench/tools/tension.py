"""Tension tools: the methods handed to the bench's add_tool are inherited from mixins, and the
acting one answers a failure in an empty answer's words."""

from bench.core.bench import ToolBench
from bench.core.mixins import QuietMixin, TensionMixin


class TensionTools(ToolBench, QuietMixin, TensionMixin):
    def __init__(self, mcp, winder):
        super().__init__(mcp)
        self.winder = winder
        self.add_tool(self.reel_slack)
        self.add_tool(self.reel_tension)
        self.add_tool(self.remove_reels)
        self.add_tool(self.list_reels)

    def remove_reels(self, reels: list) -> dict:
        removed = self.winder.remove(reels)
        if not removed:
            # The tool was asked to remove reels and removed none: a failure.
            return {"error": "No removal results returned by the winder"}  # want: softerror related=14
        return {"removed": removed}

    def list_reels(self, prefix: str) -> dict:
        reels = self.winder.reels(prefix)
        if not reels:
            # Fine: a read that found nothing says so.
            return {"error": "No matching reels found"}
        return {"reels": reels}
