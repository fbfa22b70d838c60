"""A server class that registers the methods of its tool objects with FastMCP."""

from mcp.server.fastmcp import FastMCP

from .tools.jobs import JobTools


class OpsServer:
    def __init__(self, client):
        self.mcp = FastMCP("ops")
        self.job_tools = JobTools(client)
        self.register_tools()

    def register_tools(self):
        self.mcp.tool()(self.job_tools.run_job)
        self.mcp.tool()(self.job_tools.list_jobs)
        self.mcp.tool()(self.job_tools.cancel_job)
