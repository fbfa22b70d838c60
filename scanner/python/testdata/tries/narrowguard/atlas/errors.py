"""The map service's failures; no MCP import."""


class AtlasError(Exception):
    def __init__(self, message: str, *, retryable: bool = False) -> None:
        super().__init__(message)
        self.retryable = retryable


class QuotaError(Exception):
    pass
