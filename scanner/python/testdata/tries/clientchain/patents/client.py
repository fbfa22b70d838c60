import httpx

from patents.errors import ApiError


class Client:
    async def make_request(self, url):
        try:
            r = await httpx.AsyncClient().get(url)
            if r.status_code == 500:
                # The first way out the walk meets: make_request is shown through it, and its
                # other returns below that hand on another failing callee are listed after.
                return ApiError.create("server failed", 500)
            return r.json()
        except Exception as e:
            # An except clause's return of another constructor that returns create's value.
            return ApiError.from_exception(e, f"Request to {url} failed")

    def _url(self, a, b):
        if not a and not b:
            return ApiError.validation_error("Provide one of a or b")
        return "https://example.org/" + (a or b)

    def parse(self, data):
        return {"items": data}

    async def get(self, a, b):
        url = self._url(a, b)
        if isinstance(url, dict):
            return url
        if not a:
            # Fine: parse returns data, and hands on no failure; not listed.
            return self.parse(b)
        return await self.make_request(url)

    async def lookup(self, a):
        if not a:
            return ApiError.create("a is required")
        return await self.get(a, None)
