from fastmcp import FastMCP
from fastmcp.tools.tool import ToolResult

from warehouse import queries

mcp = FastMCP("warehouse")


def build_text_response(status: str, fields: dict, tsv: str | None = None) -> str:
    header_lines = [f"status: {status}"]
    for key, value in fields.items():
        header_lines.append(f"{key}: {value}")
    if tsv is None:
        return "\n".join(header_lines)
    return "\n".join(header_lines) + "\n---\n" + tsv


def run_query(sql: str) -> str:
    if not sql.strip():
        return build_text_response(status="error", fields={"message": "empty query"})
    return build_text_response(status="ok", fields={"rows": 1}, tsv="a\tb")


@mcp.tool()
def execute_query(sql: str) -> str:
    return run_query(sql)  # want: softerror related=20,10


@mcp.tool()
def check(sql: str) -> str:
    if sql.startswith("DROP"):
        return build_text_response("failed", {"message": "only reads are allowed"})  # want: softerror related=10
    # Fine: the status is the success word, or a value the caller gives.
    mode = "ok" if sql else "empty"
    if sql.startswith("SELECT"):
        return build_text_response(status=mode, fields={"sql": sql})
    return build_text_response(status="ok", fields={"sql": sql})



@mcp.tool()
async def cached(sql: str) -> ToolResult:
    # The text another module's function gives, handed on as the content of a result without
    # isError: as returned.
    text = await queries.run_cached(sql)
    return ToolResult(content=text)  # want: softerror related=warehouse/queries.py:2,warehouse/queries.py:7


@mcp.tool()
async def described(sql: str) -> ToolResult:
    # Fine: describe answers with status "ok" only.
    text = await queries.describe(sql)
    return ToolResult(content=text)
