from fastmcp import FastMCP
from fastmcp.tools import FunctionTool

from greenhouse.registration import prepare_tools


def main(read_only: bool) -> None:
    mcp = FastMCP("greenhouse")
    names, final_tools, retired = prepare_tools(read_only, set(), {"open_valve"})
    for tool in final_tools:
        tool_obj = FunctionTool.from_function(tool)
        mcp.add_tool(tool_obj)
    for tool in retired:
        # Fine: the retired tools are only logged, never registered.
        print(f"retired: {tool.__name__}")
    mcp.run()
