from greenhouse import AddTool
from greenhouse.unused import unused_service


def register_tools(add_tool: AddTool) -> None:
    # FINE: no code of the root hands this register function an adder.
    add_tool(unused_service.retired)
