from .delete import DeleteHandler, PurgeHandler, StatHandler

__all__ = ["DeleteHandler", "PurgeHandler", "StatHandler"]
