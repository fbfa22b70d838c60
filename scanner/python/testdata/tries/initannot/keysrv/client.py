import httpx

from .auth import AuthManager, Signer


class ApiError(Exception):
    pass


class ApiClient:
    # Its own __init__ stores what it is passed; the annotation says the class, re-exported by
    # the auth package: self.auth.authenticate is AuthManager.authenticate.
    def __init__(self, auth: AuthManager, http: httpx.AsyncClient):
        self.auth = auth
        self.http = http

    async def get(self, path: str) -> dict:
        try:
            token = await self.auth.authenticate(path)
        except Exception as e:
            raise ApiError(f"authentication failed: {e}")  # want: raisederror
        return {"path": path, "token": token}

    async def plain(self, path: str) -> dict:
        token = await self.auth.authenticate(path)
        return {"path": path, "token": token}

    async def quiet(self, path: str) -> dict:
        try:
            token = await self.auth.authenticate(path)
        except Exception as e:
            return {"error": str(e)}  # answered: the tool returns it (softerror), no raise passes
        return {"path": path, "token": token}

    async def fetch(self, path: str) -> dict:
        # A library's class: nothing to follow.
        return (await self.http.get(path)).json()


class SignedClient:
    # Rebinds the parameter before storing it: what self.signer holds is not what the annotation says.
    def __init__(self, signer: Signer):
        signer = wrap(signer)
        self.signer = signer

    def send(self, body: str) -> str:
        return self.signer.sign(body)


def wrap(signer):
    return signer
