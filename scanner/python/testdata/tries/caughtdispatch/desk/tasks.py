"""Task handlers the server dispatches to by name (server.py), inside a try that answers."""
from typing import Any

TASKS: dict[str, str] = {}


def _task_id(arguments: dict[str, Any]) -> str:
    if "id" not in arguments:
        # FINE: the dispatcher's try answers it with an isError result.
        raise ValueError("id is required")
    return str(arguments["id"])


async def close_task_tool(arguments: dict[str, Any]) -> str:
    TASKS.pop(_task_id(arguments), None)
    return "closed"


async def open_task_tool(arguments: dict[str, Any]) -> str:
    TASKS[_task_id(arguments)] = "open"
    return "opened"
