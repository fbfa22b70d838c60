class AuthManager:
    def __init__(self, key=None):
        self.key = key

    async def authenticate(self, operation=None) -> str:
        if not self.key:
            raise Exception("no credentials configured")  # want: raisederror
        return self.key


class Signer:
    def sign(self, body: str) -> str:
        raise RuntimeError("no signing key")  # not reached: the client below rebinds its parameter
