"""API clients (statuscheck.go): Client's request methods hand back only responses that
raise_for_status() accepted; LooseClient's do not."""

import httpx
import requests


class Client:
    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def _request(self, method: str, path: str) -> requests.Response:
        resp = requests.request(method, self.base_url + path, timeout=10)
        resp.raise_for_status()
        return resp

    def get(self, path: str) -> requests.Response:
        return self._request("GET", path)

    def delete(self, path: str) -> requests.Response:
        response = requests.delete(self.base_url + path, timeout=10)
        if response.status_code == 404:
            # A checked response on every path: the check comes first.
            raise KeyError(path)  # want: raisederror related=crm/contacts.py:15,crm/server.py:9
        response.raise_for_status()
        return response

    async def fetch(self, path: str) -> httpx.Response:
        async with httpx.AsyncClient() as http:
            r = await http.get(self.base_url + path)
            r.raise_for_status()
            return r


class LooseClient:
    def __init__(self, base_url: str) -> None:
        self.base_url = base_url

    def get(self, path: str) -> requests.Response:
        resp = requests.get(self.base_url + path, timeout=10)
        if resp.status_code >= 500:
            resp.raise_for_status()
        return resp

    def post(self, path: str) -> requests.Response:
        resp = requests.post(self.base_url + path, timeout=10)
        try:
            resp.raise_for_status()
        except requests.HTTPError:
            pass
        return resp

    def put(self, path: str) -> requests.Response:
        resp = requests.put(self.base_url + path, timeout=10)
        resp.raise_for_status()
        resp = requests.put(self.base_url + path + "?retry=1", timeout=10)
        return resp

    def head(self, path: str) -> requests.Response:
        resp = requests.head(self.base_url + path, timeout=10)
        resp.raise_for_status()
        if path.endswith("/"):
            return requests.head(self.base_url + path + "index", timeout=10)
        return resp
