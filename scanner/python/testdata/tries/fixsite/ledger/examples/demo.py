"""An example server shipped in the package: the only tool that returns closed_result."""

from mcp.server.fastmcp import FastMCP

from ..results import closed_result

demo = FastMCP("ledger-demo")


@demo.tool()
def balance(account: str):
    if account.startswith("x-"):
        # The helper builds the whole result: the finding stands in it.
        return closed_result(account)
    return "100"
