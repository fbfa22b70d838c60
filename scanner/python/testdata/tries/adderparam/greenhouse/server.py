"""Registers each service's tools through an adder that filters by name."""
import os
from typing import Any

from mcp.server.fastmcp import FastMCP

from greenhouse import AddTool
from greenhouse.alarms import alarm_tools
from greenhouse.sensors import sensor_tools
from greenhouse.unused import unused_tools
from greenhouse.valves import valve_tools


def add_enabled_tools(modules: tuple[Any, ...], enabled: set[str], add_tool: AddTool) -> None:
    def filtered_add_tool(tool: Any, **kwargs: Any) -> None:
        if not enabled or tool.__name__ in enabled:
            add_tool(tool, **kwargs)

    by_name = {m.__name__: m for m in modules}
    for _, module in by_name.items():
        module.register_tools(filtered_add_tool)


def register_tools(mcp: FastMCP) -> None:
    modules = (sensor_tools, valve_tools, alarm_tools)
    add_enabled_tools(modules, set(os.getenv("ENABLED", "").split(",")) - {""}, mcp.add_tool)


def main() -> None:
    mcp = FastMCP("greenhouse")
    register_tools(mcp)
    print(unused_tools.__name__)
    mcp.run()
