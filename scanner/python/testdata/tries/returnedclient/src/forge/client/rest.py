"""The forge's REST client: no MCP import."""

import requests
from requests.exceptions import HTTPError


class Forge:
    def __init__(self, url):
        self.url = url
        self._session = requests.Session()
        self._token = None

    @property
    def token(self) -> str:
        if self._token is None:
            try:
                self._token = self._session.get(self.url + "/token").json()["token"]
            except HTTPError as e:
                if e.response.status_code == 404:
                    self._token = ""
                else:
                    raise  # want: raisederror
        return self._token

    @property
    def banner(self) -> str:
        # Fine: read only where no tool reaches.
        raise RuntimeError("no banner")

    def request(self, path):
        headers = {"token": self.token}
        return self._session.get(self.url + path, headers=headers)

    def plugins(self):
        return self.request("/plugins").json()

    def graph(self, name: str) -> dict:
        installed = {p["name"]: p for p in self.plugins()}
        if name not in installed:
            return {"nodes": [], "edges": [], "error": f"Plugin not found: {name}"}
        return {"nodes": [name], "edges": []}

    def describe(self):
        return self.banner
