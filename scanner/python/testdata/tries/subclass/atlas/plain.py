"""A server class that overrides nothing: its file spells no registration."""

from fastmcp import FastMCP


class PlainMCP(FastMCP):
    """Only a name of the project's."""
