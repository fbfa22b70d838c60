"""The mail API client: no MCP import, reached from the tools of other modules."""

import json

import httpx


class ApiError(Exception):
    pass


class MailClient:
    def __init__(self, base: str = "https://mail.example"):
        self.http = httpx.Client(base_url=base)

    def get(self, path: str) -> dict:
        r = self.http.get(path)
        if r.status_code >= 400:
            raise ApiError(f"{path}: HTTP {r.status_code}")  # want: raisederror related=inbox/client.py:52,inbox/tools.py:133,inbox/tools.py:40,inbox/tools.py:41,inbox/tools.py:96
        return r.json()

    def message(self, mid: str) -> dict:
        try:
            return self.get(f"/messages/{mid}")
        except ApiError as e:
            return {"error": str(e), "message_id": mid}

    def count(self) -> int:
        r = self.http.get("/count")
        if r.status_code != 200:
            # count() catches it and re-raises through the mapper; safe_count() catches it.
            raise ApiError("count unavailable")  # want: raisederror related=inbox/tools.py:22,inbox/tools.py:24
        return int(r.text)


class Inbox:
    def __init__(self):
        self.client = MailClient()

    def latest(self) -> str:
        try:
            return json.dumps(self.client.get("/latest"))
        except ApiError as e:
            return json.dumps({"error": str(e)})  # want: softerror shape=json-in-text related=inbox/tools.py:12,inbox/tools.py:73


class Mailbox:
    def __init__(self):
        self.client = MailClient()

    def folders(self) -> dict:
        return self.client.get("/folders")


def unused_cleanup(path: str) -> None:
    # Fine: no tool reaches this function.
    raise RuntimeError(f"cannot clean {path}")


def blocking_count() -> int:
    raise ApiError("slow path down")  # want: raisederror related=inbox/tools.py:60,inbox/tools.py:61


class Quota:
    def remaining(self) -> int:
        # Fine: the only tool that calls remaining() catches what it raises and answers.
        raise ApiError("quota service down")


def label_lines(path: str) -> list:
    try:
        r = httpx.get(f"https://mail.example/labels/{path}", timeout=5)
    except httpx.HTTPError as e:
        return [f"Request failed: {e}"]
    if not r.is_success:
        return [f"Error {r.status_code}: {r.text.strip()}"]
    return r.text.splitlines()


def folder_names() -> list:
    return sorted(Mailbox().folders())
