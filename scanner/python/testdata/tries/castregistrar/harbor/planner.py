from typing import Any, cast

from pydantic_ai import Agent

planner = Agent("test")
runner = cast(Any, planner)


@runner.tool
def plan_route(ctx: Any, vessel: str) -> str:
    # A cast of a pydantic-ai Agent: its tools are no MCP tools.
    raise RuntimeError("no route")
