from greenhouse import AddTool
from greenhouse.alarms.alarm_service import DEFAULT_ALARMS


def register_tools(add_tool: AddTool) -> None:
    add_tool(DEFAULT_ALARMS.alarm_set)
    add_tool(DEFAULT_ALARMS.alarm_mute)
