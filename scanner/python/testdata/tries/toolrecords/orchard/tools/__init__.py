from .tools import tools
from .registry import register_tools

__all__ = ["tools", "register_tools"]
