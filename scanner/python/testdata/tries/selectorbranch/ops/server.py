"""Tools that each pass the dispatcher the operation of their own branch."""

from mcp.server.fastmcp import FastMCP

from .resolver import resolve, run_action

mcp = FastMCP("ops")


@mcp.tool()
def get(item_id: str) -> dict:
    return resolve({"operation": "get", "id": item_id})


@mcp.tool()
def stop(item_id: str) -> dict:
    result = resolve({"operation": "stop", "id": item_id})
    if result.get("error"):
        raise RuntimeError(result["error"]["message"])  # want: raisederror
    return result


@mcp.tool()
def list_all() -> dict:
    return resolve({"operation": "list"})


@mcp.tool()
def ls() -> dict:
    return resolve({"operation": "ls"}, None)


@mcp.tool()
def ping_tool() -> dict:
    return resolve(intent={"operation": "ping"})


@mcp.tool()
def archive_tool(payload: str) -> dict:
    return run_action("archive", payload)


@mcp.tool()
def restore_tool(payload: str) -> dict:
    return run_action(action="restore", payload=payload)


@mcp.tool()
def do_action(action: str, payload: str) -> dict:
    # Any action: every branch of run_action counts for this call.
    return run_action(action, payload)
