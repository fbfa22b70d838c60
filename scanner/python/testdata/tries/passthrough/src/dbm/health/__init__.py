from .checks import HealthTool

__all__ = ["HealthTool"]
