"""Project operations."""

from .base import BaseClient


class ProjectsMixin(BaseClient):
    def lookup(self, key: str) -> dict:
        return {"key": key}

    def list_projects(self) -> list:
        return []
