"""Builds the server; no MCP import. The manager reaches the tool handler through two
constructors whose parameters do not say its class."""

from desk.manager import Manager
from desk.server import DeskServer


def build(config: dict) -> DeskServer:
    manager = Manager(config)
    return DeskServer(config=config, tools_manager=manager)
