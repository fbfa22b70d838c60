from mcp.server.fastmcp import FastMCP

from league.store import Store

mcp = FastMCP("league")
store = Store()


@mcp.tool()
def get_rows(table: str, columns: list) -> dict:
    return store.fetch(table, columns)  # want: softerror related=league/replies.py:13,league/store.py:11,league/store.py:17,league/store.py:20,league/store.py:37,league/store.py:40


@mcp.tool()
def count_rows(rows: list) -> dict:
    # summary_reply never fails: the member the helper hands back is no failure.
    return store.count(rows)


@mcp.tool()
def get_page(table: str, size: int) -> dict:
    # The side branch's second return names summary_reply, which builds no failure: only its
    # first is named.
    return store.page(table, size)  # want: softerror related=league/replies.py:13,league/store.py:11,league/store.py:25,league/store.py:50,league/store.py:53
