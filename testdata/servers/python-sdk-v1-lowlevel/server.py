"""A file server on the python-sdk 1.x low-level API."""

import json
import os

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

server = Server("files")
ROOT = "/srv/files"


def _inside_root(path: str) -> str:
    full = os.path.realpath(os.path.join(ROOT, path))
    if not full.startswith(ROOT):
        raise PermissionError(f"{path} is outside the root")  # want: raisederror function=_inside_root outcome=iserror
    return full


def _size(path: str) -> int:
    if not path:
        raise ValueError("empty path")  # every call to _size is inside try/except Exception: not a site
    return os.path.getsize(path)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(
            name="read",
            description="Read a file",
            inputSchema={"type": "object"},
            outputSchema={"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        ),
        types.Tool(name="stat", description="Stat a file", inputSchema={"type": "object"}),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent] | types.CallToolResult | dict:
    if name == "read":
        path = arguments.get("path")
        if not path:
            raise ValueError("path is required")  # want: raisederror outcome=iserror shape=prose-only function=call_tool
        full = _inside_root(path)
        try:
            _size(full)
        except Exception:
            pass
        if not os.path.exists(full):
            err = {"code": "ENOENT", "target": path, "retry": False}
            return types.CallToolResult(  # want: errorresult shape=structured typed=code,target,retry profile=101101; schemaconflict
                isError=True,
                content=[types.TextContent(type="text", text=json.dumps(err))],
                structuredContent=err,
            )
        try:
            with open(full) as fh:
                return [types.TextContent(type="text", text=fh.read())]
        except OSError as e:
            return [types.TextContent(type="text", text=f"Error reading {path}: {e}")]  # want: softerror outcome=success
    if name == "stat":
        path = arguments["path"]
        if path.startswith(".."):
            return {"isError": True, "content": [{"type": "text", "text": "outside the root"}]}  # want: droppedflag outcome=success
        if path == "locked":
            return types.CallToolResult(is_error=True, content=[types.TextContent(type="text", text="locked")])  # want: errorresult outcome=success; droppedflag
        if path == "done":
            return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text="File created successfully")])  # want: errorresult; successflagged
        try:
            st = os.stat(os.path.join(ROOT, path))
        except FileNotFoundError:
            return {"error": f"{path} does not exist"}  # want: softerror shape=structured
        return {"size": st.st_size, "errors": []}
    raise ValueError(f"Unknown tool: {name}")  # want: raisederror outcome=iserror


async def main() -> None:
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())
