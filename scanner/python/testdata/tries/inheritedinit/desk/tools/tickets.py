from .base import BaseTool


class TicketTools(BaseTool):
    def list_tickets(self) -> list:
        return self.client.list_tickets()

    def count_tickets(self, status: str) -> dict:
        if not status:
            return {"error": "status is required"}  # want: softerror
        return {"count": len(self.client.list_tickets())}


class ArchiveTools(BaseTool):
    # Defines its own __init__: what it stores is its own, and nothing says its class.
    def __init__(self, store):
        self.client = store

    def list_archive(self) -> list:
        return self.client.list_archive()


class LocalTools(BaseTool):
    # Inherits __init__, but a method of its own replaces self.client: what the base stored
    # may be gone by the time list_archive runs.
    def use_local(self) -> None:
        self.client = None

    def list_archive(self) -> list:
        return self.client.list_archive()
