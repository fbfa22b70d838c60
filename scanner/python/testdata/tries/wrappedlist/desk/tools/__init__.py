from .tickets import close_ticket, list_tickets


def get_tools():
    return [list_tickets, close_ticket]
