from fleet.site import SiteClient


class Fleet:
    def __init__(self, names: list[str]) -> None:
        self.sites: dict[str, SiteClient] = {}
        for n in names:
            self.sites[n] = SiteClient(n != "archive")
        self.default = names[0]

    def names(self) -> list[str]:
        return list(self.sites)

    def ensure_writable(self) -> None:
        self.sites[self.default].ensure_writable()

    async def call(self, func, *args, site: str | None = None):
        return await self.sites[site or self.default].call(func, *args)
