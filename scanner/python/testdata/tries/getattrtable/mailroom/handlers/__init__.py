"""The handler classes, gathered for the server."""
from .parcels import ParcelHandler
from .lockers import LockerHandler

__all__ = ["ParcelHandler", "LockerHandler"]
