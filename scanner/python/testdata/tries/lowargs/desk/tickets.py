"""Ticket operations, in a module that imports nothing of MCP: the handler hands them its
arguments as it got them."""


def open_ticket(args):
    if args is None:
        raise ValueError("arguments are required")  # dead: never None
    if not isinstance(args, dict):
        raise TypeError("arguments must be an object")  # dead: always a dict
    if not args.get("title"):
        raise ValueError("title is required")  # want: raisederror
    return []


def close_ticket(args, reason=None):
    if not isinstance(reason, str):
        raise TypeError("reason must be a string")  # want: raisederror
    return []
