# required.py of python-sdk-v1-lowenum under python-sdk 1.9, which does not validate a call's
# arguments against the tool's inputSchema (validate_input came in 1.10): every missing-member
# test runs.
from typing import Any

from mcp.server import Server
from mcp.types import TextContent, Tool


def main() -> None:
    app = Server("papers-mcp")

    @app.list_tools()
    async def list_tools() -> list[Tool]:
        return [
            Tool(
                name="fetch_paper",
                description="Fetch a paper by id.",
                inputSchema={
                    "type": "object",
                    "properties": {"paper_id": {"type": "string"}, "format": {"type": "string"}},
                    "required": ["paper_id"],
                },
            ),
            Tool(
                name="cite",
                description="Cite a paper in a style.",
                inputSchema={
                    "type": "object",
                    "properties": {
                        "paper_id": {"type": "string"},
                        "style": {"type": "string"},
                        "note": {"type": "string"},
                    },
                    "required": ["paper_id", "style"],
                },
            ),
        ]

    @app.call_tool()
    async def handle(name: str, arguments: dict[str, Any]) -> list[TextContent]:
        if name == "fetch_paper":
            # BAD: 1.9 does not validate.
            if "paper_id" not in arguments:
                raise ValueError("Missing paper_id parameter")  # want: raisederror outcome=iserror
            # BAD: format is optional, so the test holds when the client leaves it out.
            if "format" not in arguments:
                raise ValueError("Missing format parameter")  # want: raisederror outcome=iserror
            # BAD: an empty text passes the schema.
            if not arguments.get("paper_id"):
                raise ValueError("Empty paper_id")  # want: raisederror outcome=iserror
            return [TextContent(type="text", text=f"paper {arguments['paper_id']}")]
        elif name == "cite":
            # BAD: 1.9 does not validate.
            if "paper_id" not in arguments or "style" not in arguments:
                raise ValueError("Missing paper_id or style")  # want: raisederror outcome=iserror
            # BAD: note is not required.
            if "style" not in arguments or "note" not in arguments:
                raise ValueError("Missing style or note")  # want: raisederror outcome=iserror
            return [TextContent(type="text", text=f"cite {arguments['paper_id']}")]
        # BAD: the SDK does not check the tool's name here (the tool is the branch's, none).
        if "paper_id" not in arguments:
            raise ValueError("Missing paper_id parameter")  # want: raisederror outcome=iserror
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror outcome=iserror
