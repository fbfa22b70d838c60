"""The live client."""

from .client import DeskClient

__all__ = ["DeskClient"]
