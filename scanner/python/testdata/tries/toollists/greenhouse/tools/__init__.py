"""The tools, in two lists: reading tools are always served, writing ones only when allowed."""

from collections.abc import Callable

from .climate import calibrate, read_humidity, read_temperature, set_heating, test_sensor_connection
from .valves import open_valve

READING_TOOLS = [
    read_humidity,
    read_temperature,
    test_sensor_connection,
]

WRITING_TOOLS = [
    set_heating,
    open_valve,
]


def get_tools(read_only: bool = True) -> list[Callable]:
    tools = list(READING_TOOLS)
    if not read_only:
        tools.extend(WRITING_TOOLS)
    return tools


RETIRED_TOOLS = [calibrate]


def get_retired() -> list[Callable]:
    return list(RETIRED_TOOLS)
