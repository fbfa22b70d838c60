"""Resource and prompt handlers, and tools of other frameworks, are not MCP tools."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from pydantic_ai import Agent, RunContext

mcp = FastMCP("kb")
agent = Agent("openai:gpt-4o")


@mcp.resource("kb://{doc_id}")
def read_doc(doc_id: str) -> str:
    if not doc_id:
        raise ToolError("doc_id is required")
    return "..."


@mcp.prompt()
def summarize(doc_id: str) -> str:
    raise ValueError("prompts are not tools")


@agent.tool
def lookup(ctx: RunContext[None], key: str) -> str:
    if not key:
        raise ValueError("key is required")
    return "Error: pydantic-ai tools are not MCP tools"


@mcp.tool()
def search(query: str) -> list[str]:
    try:
        hits = [d for d in ("a", "b") if query in d]
    except TypeError:
        return []
    if not hits:
        return ["No results found"]
    return hits


def format_failure(e: Exception) -> str:
    # Not a tool: a plain function may build error text.
    return f"Error: {e}"
