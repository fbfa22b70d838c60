from greenhouse import AddTool
from greenhouse.valves import valve_service


def register_tools(add_tool: AddTool) -> None:
    add_tool(valve_service.valve_open)
