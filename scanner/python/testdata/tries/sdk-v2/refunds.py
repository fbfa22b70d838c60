"""MCPServer tools whose parameters are filled by resolvers: what a resolver raises, the tool
raises."""

from typing import Annotated

from mcp.server.mcpserver import MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp.types import MISSING_REQUIRED_CLIENT_CAPABILITY

ACCOUNTS = {"acme": 120}

mcp = MCPServer("refunds")


def balance_of(account: str) -> int:
    if account not in ACCOUNTS:
        raise ToolError(f"no account {account!r}")  # want: raisederror outcome=iserror function=balance_of
    return ACCOUNTS[account]


def checked(amount: int) -> int:
    if amount <= 0:
        raise ValueError("amount must be positive")  # want: raisederror outcome=iserror function=checked
    return amount


def refundable(account: str, balance: Annotated[int, Resolve(balance_of)]) -> int:
    return checked(balance)


def not_a_resolver(account: str) -> int:
    # Fine: no tool names this function, so nothing it raises reaches a client.
    raise ToolError("unreachable")


@mcp.tool()
def refund(account: str, amount: Annotated[int, Resolve(refundable)]) -> str:
    return f"refunded {amount}"


@mcp.tool()
async def summarize(text: str, ctx) -> str:
    if ctx.session.client_params is None:
        # Fine: a missing client capability is a protocol error by the spec's design.
        raise MCPError(code=MISSING_REQUIRED_CLIENT_CAPABILITY, message="sampling required")
    if not text:
        raise MCPError(code=-32602, message="text is empty")  # want: protocolerror outcome=protocol-error
    return text[:10]
