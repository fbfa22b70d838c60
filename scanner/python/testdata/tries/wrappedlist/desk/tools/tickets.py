async def list_tickets(queue: str) -> list[str]:
    return [f"{queue}-1", f"{queue}-2"]


async def close_ticket(ticket_id: str) -> str:
    return f"closed {ticket_id}"
