"""Tools that hand objects of known class to helpers of other modules."""

from mcp.server.fastmcp import FastMCP

from .db import Database, Replica
from .ops import describe, export, fetch, forward, lookup, run_query
from .session import Session
from .remote import connect, open_database


def build(url: str) -> FastMCP:
    mcp = FastMCP("store")
    db = Database(url)

    @mcp.tool()
    def query(sql: str) -> str:
        return str(run_query(sql, db))

    @mcp.tool()
    def info() -> str:
        return describe(db=db)

    @mcp.tool()
    def replica_query(sql: str) -> str:
        return str(forward(Replica(), sql))

    @mcp.tool()
    def session_query(sql: str) -> str:
        return str(Session(db).run(sql))

    @mcp.tool()
    def cached(key: str) -> str:
        return str(lookup(connect(url), key))

    @mcp.tool()
    def remote(path: str) -> str:
        return fetch(connect(url), path)

    @mcp.tool()
    def export_to(path: str) -> str:
        target = open_database(url)
        return export(target, path)

    return mcp
