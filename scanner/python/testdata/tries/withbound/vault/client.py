class VaultClient:
    def __init__(self, url: str):
        self.url = url
        self.open = False

    async def __aenter__(self):
        self.open = True
        return self

    async def __aexit__(self, *exc):
        self.open = False

    async def read_secret(self, name: str) -> str:
        if not name.startswith("kv/"):
            raise ValueError(f"secret {name} is outside the kv mount")  # want: raisederror related=vault/server.py:9,vault/server.py:11
        return f"{self.url}/{name}"


class ScopedClient(VaultClient):
    async def list_secrets(self, prefix: str) -> list:
        if not prefix:
            raise ValueError("prefix is required")  # want: raisederror related=vault/server.py:15,vault/server.py:17
        return [prefix]


class Ledger:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None

    def append(self, entry: str) -> int:
        if len(entry) > 80:
            raise ValueError("entry longer than 80 characters")  # want: raisederror related=vault/server.py:21,vault/server.py:23
        return len(entry)


class Connection:
    async def read_secret(self, name: str) -> str:
        return name


class VaultSession:
    def __init__(self):
        self.conn = Connection()

    async def __aenter__(self):
        return self.conn

    async def __aexit__(self, *exc):
        return None

    async def read_secret(self, name: str) -> str:
        # Fine: `async with VaultSession() as s` binds the connection, not the session.
        raise RuntimeError("read through the connection")


class Token:
    async def __aexit__(self, *exc):
        return None

    async def renew(self) -> str:
        # Fine: a class without __aenter__ may bind anything, if it is a context manager at all.
        raise RuntimeError("token expired")
