"""Error helpers of the tools: no MCP import."""

import logging

log = logging.getLogger(__name__)


async def handle_tool_error(ctx, operation: str, error: Exception) -> str:
    message = f"{operation} failed: {error}"
    log.error(message)
    await ctx.error(message)
    return f"Error: {message}"


def describe_error(error: Exception) -> dict:
    return {"kind": type(error).__name__, "detail": str(error)}


def raise_tool_error(operation: str, error: Exception) -> str:
    raise RuntimeError(f"{operation}: {error}")  # want: raisederror function=raise_tool_error
