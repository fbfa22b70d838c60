from .power import register_power_tools


def register_all_tools(mcp):
    register_power_tools(mcp)
