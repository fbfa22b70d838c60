from .rest import Forge

__all__ = ["Forge"]
