"""A client whose calls retry only when a caller asks."""

from .retry import retry_empty, retry_loud, retry_quiet


class Client:
    async def _send(self, path):
        return "sent " + path

    async def get(self, path, retries=None):
        async def send():
            return await self._send(path)

        if retries:
            return await retry_quiet(send, retries)
        return await send()

    async def post(self, path, backoff=None):
        async def send():
            return await self._send(path)

        if backoff is not None:
            return await retry_loud(send, backoff)  # False is not None: the call below runs it
        return await send()

    async def put(self, path, label=""):
        async def send():
            return await self._send(path)

        if label:
            return await retry_empty(send, label)  # one tool passes a label of its own
        return await send()


def lookup(key, strict=False):
    if strict:
        raise KeyError(f"no key {key}")  # dead: no caller passes strict
    return key


def check(key, strict=False):
    if strict:
        raise KeyError(f"unchecked key {key}")  # want: raisederror
    return key
