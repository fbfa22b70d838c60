from mcp.server.fastmcp import FastMCP

from league.store import Store

mcp = FastMCP("league")
store = Store()


@mcp.tool()
def get_rows(table: str, columns: list) -> dict:
    return store.fetch(table, columns)  # want: softerror related=league/replies.py:13,league/store.py:11,league/store.py:17,league/store.py:29,league/store.py:32


@mcp.tool()
def count_rows(rows: list) -> dict:
    # summary_reply never fails: the member the helper hands back is no failure.
    return store.count(rows)
