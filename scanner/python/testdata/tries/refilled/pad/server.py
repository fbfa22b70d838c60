from mcp.server.fastmcp import FastMCP

from .handlers import DeleteHandler, PurgeHandler, StatHandler

app = FastMCP("pad")


@app.tool()
def delete_file(path: str) -> str:
    return DeleteHandler().run_tool({"path": path})  # want: softerror related=pad/handlers/delete.py:10,pad/service.py:9,pad/service.py:14


@app.tool()
def purge_file(path: str) -> str:
    return PurgeHandler().run_tool({"path": path})  # want: softerror related=pad/handlers/delete.py:19,pad/service.py:9,pad/service.py:14


@app.tool()
def stat_file(path: str) -> str:
    return StatHandler().run_tool({"path": path})
