"""Stock tools the depot's handler runs, and report writers that only the command line runs."""

from typing import Any


class CountTool:
    def __init__(self, shelves: dict[str, int]):
        self.shelves = shelves

    def invoke(self, args: dict[str, Any]) -> str:
        shelf = args.get("shelf")
        if shelf is None:
            return "Error: shelf is required"  # want: softerror related=depot/server.py:41
        return str(self.shelves.get(shelf, 0))


class MoveTool:
    def __init__(self, shelves: dict[str, int]):
        self.shelves = shelves

    def invoke(self, args: dict[str, Any]) -> str:
        try:
            n = int(args.get("count", 1))
            self.shelves[args["from"]] -= n
            self.shelves[args["to"]] = self.shelves.get(args["to"], 0) + n
        except (KeyError, ValueError) as e:
            return f"Failed to move stock: {e}"  # want: softerror related=depot/server.py:42
        return "moved"


class CsvReport:
    def __init__(self, shelves: dict[str, int]):
        self.shelves = shelves

    def invoke(self, args: dict[str, Any]) -> str:
        if not self.shelves:
            # Fine: a report writer's registry is no handler's: this is no tool's result.
            return "Error: no stock to report"
        return "\n".join(f"{k},{v}" for k, v in self.shelves.items())


class JsonReport(CsvReport):
    def invoke(self, args: dict[str, Any]) -> str:
        if not self.shelves:
            # Fine: as CsvReport's.
            return "Error: empty depot"
        return str(self.shelves)
