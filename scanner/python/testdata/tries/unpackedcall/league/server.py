from mcp.server.fastmcp import FastMCP

from league.report import Report
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


report = Report()


@mcp.tool()
def get_report(table: str, columns: list) -> dict:
    # Both failing returns of the column check, a validator two calls below the tool, are named.
    return report.build(table, columns)  # want: softerror related=league/replies.py:13,league/report.py:13,league/report.py:14,league/store.py:11,league/store.py:17,league/store.py:20,league/store.py:37,league/store.py:40


@mcp.tool()
def get_report_page(table: str, size: int) -> dict:
    # The page check's return through summary_reply builds no failure: not named.
    return report.build_page(table, size)  # want: softerror related=league/replies.py:13,league/report.py:18,league/report.py:19,league/store.py:11,league/store.py:25,league/store.py:50,league/store.py:53
