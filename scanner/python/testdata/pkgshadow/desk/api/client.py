class DeskClient:
    async def list_tickets(self, queue: str) -> list:
        if queue not in ("open", "closed"):
            raise ValueError(f"unknown queue {queue}")  # found: the tools reach it (TestScanShadowedModule)
        return []

    async def close_ticket(self, ticket_id: str) -> dict:
        return {"closed": ticket_id}
