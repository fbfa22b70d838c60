"""A client of the fleet service. Its failures leave it as exceptions; the tools rewrap them."""

import requests

from .zones import check_zone


class FleetClient:
    BASE = "https://fleet.example/api"

    def __init__(self, key):
        self.key = key
        self.token = None

    def _login(self):
        try:
            resp = requests.post(self.BASE + "/login", data={"key": self.key})
            body = resp.json()
            if "token" not in body:
                raise RuntimeError("login answered without a token")  # want: raisederror
            return body["token"]
        except requests.RequestException as e:
            raise RuntimeError(f"login failed: {e}") from e  # want: raisederror

    def _headers(self):
        if self.token is None:
            self.token = self._login()
        return {"Authorization": self.token}

    def _parse(self, resp):
        try:
            resp.raise_for_status()
            return resp.json()
        except requests.HTTPError as e:
            raise RuntimeError(f"fleet answered {resp.status_code}") from e  # want: raisederror

    def ships(self):
        resp = requests.get(self.BASE + "/ships", headers=self._headers())
        return self._parse(resp)

    def launch(self, name, size=1, zone="north-1"):
        if not name:
            raise ValueError("name is required")  # want: raisederror
        if size < 1:
            raise ValueError("size must be at least 1")  # want: raisederror
        check_zone(zone)
        resp = requests.post(self.BASE + "/ships", headers=self._headers(), json={"name": name, "size": size})
        return self._parse(resp)

    def safe_count(self):
        try:
            return len(self.ships())
        except Exception:
            return 0
