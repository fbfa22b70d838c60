from .replace import ReplaceHandler
from .touch import TouchHandler

__all__ = ["ReplaceHandler", "TouchHandler"]
