"""Helpers the tools call; each catches into a mapper of errors.py."""

from . import errors


async def fetch(ticket_id: str) -> dict:
    if ticket_id == "-":
        # Reached from show_ticket only: show's call passes it on through handle_api_error;
        # peek's clause calls a mapper that returns, close's catches the mapper's raise again.
        raise LookupError("no such ticket")  # want: raisederror related=desk/server.py:10,desk/server.py:9,desk/tickets.py:16
    return {"id": ticket_id}


async def show(ticket_id: str) -> dict:
    try:
        data = await fetch(ticket_id)
        if "id" not in data:
            # A site: the clause hands it to handle_api_error, which raises it again.
            raise RuntimeError("response missing 'id'")  # want: raisederror related=desk/errors.py:11,desk/server.py:10,desk/server.py:9
        return data
    except Exception as e:
        errors.handle_api_error(e)


async def peek(ticket_id: str) -> dict:
    try:
        data = await fetch(ticket_id)
        if "id" not in data:
            # Fine: note_error returns, the clause swallows it.
            raise RuntimeError("response missing 'id'")
        return data
    except Exception as e:
        errors.note_error(e)
    return {}


async def close(ticket_id: str) -> dict:
    try:
        data = await fetch(ticket_id)
        if not data:
            # Fine: the mapper's raise is caught again by the outer try of the function.
            raise RuntimeError("empty")
        return data
    except Exception as e:
        try:
            errors.handle_api_error(e)
        except Exception:
            return {}
    return {}
