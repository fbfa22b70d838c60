from .manager import AuthManager, Signer

__all__ = ["AuthManager", "Signer"]
