from fastmcp import FastMCP


def register_audit_tools(mcp):
    @mcp.tool()
    def audit(entry: str) -> dict:
        try:
            return {"length": len(entry)}
        except Exception as e:
            return {"error": str(e)}  # want: softerror


def build() -> FastMCP:
    mcp = FastMCP("audit")
    register_audit_tools(mcp)
    return mcp
