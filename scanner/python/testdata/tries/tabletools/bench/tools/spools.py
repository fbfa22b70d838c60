"""Spool tools: this subclass shapes results itself, so the bench's wrapper no longer hands back
what a tool returns, and answers a failure by raising: its answer is not the bench's
(not in the related places of the bench's finding)."""

from bench.core.bench import ToolBench


class SpoolTools(ToolBench):
    def __init__(self, mcp):
        super().__init__(mcp)
        self.add_tool(self.spool_length)

    def shape(self, result, status="success"):
        if status == "error":
            raise RuntimeError(result)
        return {"status": status, "result": result}

    def spool_length(self, spool: str) -> int:
        return len(spool)
