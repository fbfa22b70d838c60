"""The services package re-exports the coordinator the server builds."""

from .coordinator import Coordinator

__all__ = ["Coordinator"]
