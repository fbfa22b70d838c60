"""guidance: isError results whose text and typed fields tell the agent different things, on
python-sdk 2.x MCPServer (no manifest: the newest SDK is assumed), with results whose two planes
agree, or cannot be compared, beside them."""

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent

app = MCPServer("billing")

BUSY = "The ledger is busy, try again later"


@app.tool()
def charge(account: str, cents: int) -> CallToolResult:
    if cents <= 0:
        # BAD: the text says fix the arguments, retry_after says wait and call again unchanged.
        return CallToolResult(  # want: errorresult shape=structured typed=retry; guidance
            is_error=True,
            content=[TextContent(type="text", text="Invalid amount: cents must be positive")],
            structured_content={"retry_after": 30},
        )
    details = {"error": {"code": "CARD_DECLINED", "retryable": False}}
    if account.startswith("blocked-"):
        # BAD: the text says try again, the error member's retryable rules it out (the dictionary
        # is a variable).
        return CallToolResult(  # want: errorresult shape=structured typed=code,retry; guidance
            is_error=True,
            content=[TextContent(type="text", text="The card was declined, please try again")],
            structured_content=details,
        )
    if account.startswith("locked-"):
        # BAD: the text (a module constant) says retry, retryable says no.
        return CallToolResult(  # want: errorresult shape=structured typed=retry; guidance
            is_error=True,
            content=[TextContent(type="text", text=BUSY)],
            structured_content={"retryable": False},
        )
    return CallToolResult(content=[TextContent(type="text", text=f"charged {cents} to {account}")])


@app.tool()
def refund(account: str, cents: int) -> CallToolResult:
    if cents > 10_000:
        # BAD: the text says wait, _meta's policy says use another tool.
        return CallToolResult(  # want: errorresult shape=structured typed=policy; guidance
            is_error=True,
            content=[TextContent(type="text", text="Rate limit reached for large refunds, wait a minute")],
            _meta={"policy": "use_other_tool"},
        )
    return CallToolResult(content=[TextContent(type="text", text=f"refunded {cents} to {account}")])


@app.tool()
def balance(account: str, transient: bool) -> CallToolResult:
    if account == "":
        # Both planes say retry: no guidance problem.
        return CallToolResult(  # want: errorresult shape=structured typed=retry
            is_error=True,
            content=[TextContent(type="text", text="The ledger timed out, please retry")],
            structured_content={"retryable": True},
        )
    if account == "busy":
        # Wait, then retry, and retry_after: compatible policies, no guidance problem.
        return CallToolResult(  # want: errorresult shape=structured typed=retry
            is_error=True,
            content=[TextContent(type="text", text="Too many requests: wait 30 seconds, then retry")],
            structured_content={"retry_after": 30},
        )
    if account == "flaky":
        # retryable is not a constant: nothing to compare the text with.
        return CallToolResult(  # want: errorresult shape=structured typed=retry
            is_error=True,
            content=[TextContent(type="text", text="The ledger timed out, please retry")],
            structured_content={"retryable": transient},
        )
    if account == "closed":
        # The text gives no policy: nothing to contradict.
        return CallToolResult(  # want: errorresult shape=structured typed=code,retry
            is_error=True,
            content=[TextContent(type="text", text=f"Account {account} is closed")],
            structured_content={"code": "ACCOUNT_CLOSED", "retryable": False},
        )
    if account == "frozen":
        # Both planes rule retrying out: no guidance problem.
        return CallToolResult(  # want: errorresult shape=structured typed=retry
            is_error=True,
            content=[TextContent(type="text", text="Do not retry: the account is frozen")],
            structured_content={"retryable": False},
        )
    return CallToolResult(content=[TextContent(type="text", text="0")])
