class StoreLocked(Exception):
    pass


class LocalSecretStore:
    def __init__(self, path: str):
        self.path = path
        self.locked = True

    def read(self, name: str) -> str:
        if self.locked:
            raise StoreLocked(f"the local store at {self.path} is locked")  # want: raisederror related=vault/context.py:17,vault/server.py:17,vault/tools/secrets.py:7
        return name


class FileAuditLog:
    def __init__(self):
        self.closed = False

    def record(self, event: str) -> None:
        if self.closed:
            raise ValueError("the audit log is closed")  # want: raisederror related=vault/server.py:18,vault/tools/secrets.py:12
