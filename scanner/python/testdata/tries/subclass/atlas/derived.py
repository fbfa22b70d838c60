"""Subclasses of the project's classes, themselves in another module."""

from .base import ReportingMCP
from .registry import AgentServer


class TeamMCP(ReportingMCP):
    """A server class through ReportingMCP."""


class TeamAgents(AgentServer):
    """Named like the other, but no server class: AgentServer is none."""
