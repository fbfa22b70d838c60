"""fastmcp Tool subclasses: fastmcp calls their run method for the tool."""

from typing import Any

from fastmcp.tools.tool import Tool, ToolResult


class Ratio(Tool):
    async def run(self, arguments: dict[str, Any]) -> ToolResult:
        a, b = arguments.get("a", 0), arguments.get("b", 1)
        if b == 0:
            return ToolResult(structured_content={"error": "b must not be zero", "field": "b"})  # want: softerror shape=structured typed=target
        if a < 0:
            return ToolResult(content="a must not be negative", is_error=True)  # want: errorresult shape=prose-only outcome=iserror
        # Fine: a result whose structured content is the answer.
        return ToolResult(structured_content={"ratio": a / b})

    def describe(self) -> dict[str, Any]:
        # Fine: only run answers tools/call; other methods return what they like.
        return {"error": "not a tool call"}


class Helper:
    async def run(self, arguments: dict[str, Any]) -> dict[str, Any]:
        # Fine: not a Tool subclass.
        return {"error": "not a tool"}
