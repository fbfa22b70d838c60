"""Reel tools, registered through the bench's add_tool: its wrapper catches what they raise."""

from bench.core.bench import ToolBench


class ReelTools(ToolBench):
    def __init__(self, mcp):
        super().__init__(mcp)
        self.add_tool(self.wind_reel)
        self.add_tool(self.reel_status)
        self.add_tool(self.rewind_reel)
        self.notes = []

    def wind_reel(self, reel: str) -> dict:
        if not reel:
            # Fine: the bench's wrapper catches it and answers in its stead (reported there).
            raise ValueError("no reel given")
        return {"reel": reel, "wound": True}

    def reel_status(self, reel: str) -> dict:
        if reel.startswith("x"):
            return {"error": f"reel {reel} is missing"}  # want: softerror related=10
        return {"reel": reel, "ok": True}

    def rewind_reel(self, reel: str) -> dict:
        try:
            position = int(reel)
        except ValueError as e:
            # Fine: the method keeps the text aside and answers the reel's resting state.
            return self.noted(str(e))
        return {"reel": reel, "position": position}

    def noted(self, note):
        self.notes.append(note)
        return {"reel": None, "position": 0}
