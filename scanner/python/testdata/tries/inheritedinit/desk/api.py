class DeskClient:
    def __init__(self, url):
        self.url = url
        self.routes = {}

    def _request(self, path):
        if path not in self.routes:
            raise ValueError(f"unknown route {path}")  # want: raisederror related=desk/api.py:12,desk/server.py:19,desk/server.py:20,desk/tools/tickets.py:6
        return {"path": path}

    def list_tickets(self):
        return self._request("tickets")

    def list_archive(self):
        if not self.url:
            raise RuntimeError("no archive configured")
        return []


class MirrorClient:
    # Reached through MirrorTools (tools/mirror.py), whose base annotates the client it stores.
    def list_archive(self):
        raise RuntimeError("the mirror keeps no archive")  # want: raisederror


def create_client(url=None):
    return DeskClient(url or "http://localhost")
