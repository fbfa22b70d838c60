"""The back-end client: every failure comes back as an {"error": ...} object."""

import requests


class Backend:
    def __init__(self, base: str = "https://backend.example"):
        self.base = base

    def get(self, path: str):
        try:
            r = requests.get(f"{self.base}/{path}", timeout=10)
            r.raise_for_status()
            return r.json()
        except requests.exceptions.RequestException as e:
            if e.response is not None:
                return {"error": f"backend said {e.response.status_code}"}  # want: softerror related=svc/lib/agent/accounts.py:21,svc/lib/backend.py:18,svc/lib/backend.py:24,svc/server.py:18,svc/server.py:33
            return {"error": f"connection failed: {e}"}

    def ping(self):
        return {"ok": True}


backend = Backend()
