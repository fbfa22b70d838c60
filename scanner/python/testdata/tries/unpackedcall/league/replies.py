"""The project's reply model and the helper that builds its failures."""

from pydantic import BaseModel


class Reply(BaseModel):
    ok: bool
    rows: list = []
    error: str | None = None


def failure_reply(message: str) -> Reply:
    return Reply(ok=False, rows=[], error=message)


def summary_reply(rows: list) -> dict:
    return {"count": len(rows)}
