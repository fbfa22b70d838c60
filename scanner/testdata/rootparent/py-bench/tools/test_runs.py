"""A benchmark script named like a test that no module of this project imports: a test file,
whatever a project beside this one imports under the same module path."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("bench")


@mcp.tool()
def run_bench(name: str) -> str:
    try:
        return str(len(name) * 1000)
    except Exception as exc:
        return f"Error: bench {name} failed: {exc}"


if __name__ == "__main__":
    mcp.run()
