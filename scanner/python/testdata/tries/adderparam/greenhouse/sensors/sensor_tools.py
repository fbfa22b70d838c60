from mcp.types import ToolAnnotations

from greenhouse import AddTool
from greenhouse.sensors import sensor_service


def register_tools(add_tool: AddTool) -> None:
    add_tool(sensor_service.sensor_read, annotations=ToolAnnotations(readOnlyHint=True))
    add_tool(sensor_service.sensor_history, annotations=ToolAnnotations(readOnlyHint=True))
