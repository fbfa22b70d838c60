from typing import Protocol


class SecretStore(Protocol):
    def read(self, name: str) -> str:
        ...


class AuditLog(Protocol):
    def record(self, event: str) -> None:
        ...
