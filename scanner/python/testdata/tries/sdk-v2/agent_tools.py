"""@tool decorators of agent frameworks and of modules that are not the project's MCP layer."""

from helpers.registry import tool as register
from smolagents import tool


@tool
def weather(city: str) -> str:
    # Fine: a smolagents tool, not an MCP tool.
    raise ValueError("city is required")


@register(name="cleanup")
def cleanup(path: str) -> str:
    # Fine: a registry that does not say it is the MCP layer.
    raise RuntimeError("not an MCP tool")
