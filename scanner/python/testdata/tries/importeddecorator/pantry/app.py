"""The server: a subclass of FastMCP that logs each call."""

from mcp.server.fastmcp import FastMCP


class LoggingFastMCP(FastMCP):
    async def call_tool(self, name, arguments):
        print("calling", name)
        return await super().call_tool(name, arguments)


mcp = LoggingFastMCP("pantry")
