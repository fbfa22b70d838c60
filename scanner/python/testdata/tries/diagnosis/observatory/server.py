"""Tools that import what they return inside their registering function."""

from mcp.server.fastmcp import FastMCP


def register_tools(server: FastMCP) -> None:
    from observatory.tools.diagnose_job import diagnose_job, diagnose_observatory_setup
    from observatory.tools.graph import check_query, run_query

    @server.tool()
    def diagnose_job_tool(job_id: str) -> str:
        """Diagnose a job's training health."""
        return diagnose_job(job_id=job_id)  # want: softerror

    @server.tool()
    def diagnose_setup_tool() -> dict:
        return diagnose_observatory_setup()

    @server.tool()
    def query_tool(query: str) -> dict:
        return run_query(query)  # want: softerror

    @server.tool()
    def check_query_tool(query: str) -> dict:
        return check_query(query)


mcp = FastMCP("observatory")
register_tools(mcp)
