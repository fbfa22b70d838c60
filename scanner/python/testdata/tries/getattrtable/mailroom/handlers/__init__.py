"""The handler classes, gathered for the server."""
from .parcels import ParcelHandler
from .lockers import LockerHandler
from .sorting import SortingHandler

__all__ = ["ParcelHandler", "LockerHandler", "SortingHandler"]
