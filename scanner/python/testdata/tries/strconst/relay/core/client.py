"""The relay client: its guards test the method and endpoint a caller passes."""

import httpx

LOCAL_STATUS = "/local/status"
_REFUSED_HINT = (
    "the relay refuses writes; "
    "set RELAY_WRITE=1 to allow them"
)
_BUSY_HINT = (
    "the relay is busy; "
    f"retry after {LOCAL_STATUS}"
)


class RelayError(Exception):
    pass


class RelayRefused(RelayError):
    def __init__(self, *, reason: str) -> None:
        if not isinstance(reason, str):
            raise TypeError("reason must be str")  # every caller passes a module's string
        super().__init__(reason)


class RelayBusy(RelayError):
    # Its caller passes a concatenation with an f-string part, whose string mcperr does not read.
    def __init__(self, *, reason: str) -> None:
        if not isinstance(reason, str):
            raise TypeError("reason must be str")  # want: raisederror
        super().__init__(reason)


class Client:
    """Relay client: send posts a message to the relay."""

    def __init__(self):
        self.http = httpx.AsyncClient(base_url="https://relay.invalid")

    async def request(self, method, endpoint):
        if not endpoint:
            raise RelayError("endpoint is required")  # want: raisederror
        resp = await self.http.request(method, endpoint)
        if resp.status_code >= 400:
            raise RelayError(f"HTTP {resp.status_code}")  # want: raisederror
        return resp.json()

    async def fetch(self, method, endpoint):
        if not method or not endpoint:
            raise RelayError("method and endpoint are required")  # every caller passes constants
        resp = await self.http.request(method, endpoint)
        return resp.json()

    async def send(self, method, body):
        if method.upper() not in ["GET", "POST"]:
            raise RelayError(f"unsupported method {method}")  # every caller passes GET or POST
        resp = await self.http.request(method, "/messages", json=body)
        return resp.json()

    async def send_lower(self, method, body):
        if method.upper() not in ("GET", "post"):
            raise RelayError(f"unsupported method {method}")  # want: raisederror
        resp = await self.http.request(method, "/messages", json=body)
        return resp.json()

    async def local(self, endpoint):
        if not endpoint:
            raise RelayError("endpoint is required")
        return await self.request("GET", endpoint)

    async def status(self):
        return await self.local(LOCAL_STATUS)  # the file's constant: never blank

    async def refuse(self):
        raise RelayRefused(reason=_REFUSED_HINT)  # want: raisederror

    async def busy(self):
        raise RelayBusy(reason=_BUSY_HINT)  # want: raisederror
