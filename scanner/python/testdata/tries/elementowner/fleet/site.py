"""One site's client: a class with no base of the root, held by Fleet in an annotated dict."""


class SiteError(Exception):
    pass


class SiteClient:
    def __init__(self, writable: bool) -> None:
        self.writable = writable

    def ensure_writable(self) -> None:
        if not self.writable:
            raise ValueError("writes are disabled on this site")  # want: raisederror related=fleet/server.py:11,fleet/server.py:12,fleet/drain.py:5,fleet/fleet.py:15

    async def call(self, func, *args):
        try:
            return func(*args)
        except KeyError as exc:
            raise SiteError(f"missing {exc}") from exc  # want: raisederror related=fleet/server.py:11,fleet/server.py:12,fleet/drain.py:6,fleet/fleet.py:18

    def describe(self) -> str:
        # FINE: no element of the fleet is asked to describe itself.
        raise ValueError("no description for this site")
