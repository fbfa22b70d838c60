"""Tools that render what a query gives back: the rendering of a failed result says "Error: ..."
in a success unless the tool tests the result first."""

from fastmcp import FastMCP

from .db import DBClient, get_db_client

mcp = FastMCP("ledger")
db_client = get_db_client()
other = DBClient()


@mcp.tool
def analyze(q: str) -> str:
    """Analyze a query."""
    # BAD: a failed query renders as "Error: ...".
    return db_client.execute(f"EXPLAIN ANALYZE {q}").to_string()  # want: softerror related=ledger/db.py:16


@mcp.tool
def rows(q: str) -> str:
    """Run a query."""
    result = other.execute(q)
    # BAD: the same, through a variable.
    return result.to_string()  # want: softerror related=ledger/db.py:16


@mcp.tool
def checked_rows(q: str) -> str:
    """Run a query, failing as a tool error."""
    result = other.execute(q)
    if not result.success:
        raise ValueError(result.error_message)  # want: raisederror
    # Fine: only a success is rendered here.
    return result.to_string()


@mcp.tool
def plan(q: str) -> str:
    """Show a query's plan."""
    # Fine: a plan's rendering says no failure.
    return db_client.plan(q).to_string()


@mcp.tool
def later_plan(q: str, skip: int) -> str:
    """Show a query's plan from a later step."""
    step = db_client.plan(q)
    for _ in range(skip):
        step = step.next().next()
    # Fine: a variable bound to a method of itself ends the search (and does not loop).
    return step.next().to_string()
