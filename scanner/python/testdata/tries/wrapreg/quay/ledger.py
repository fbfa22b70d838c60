"""The berth ledger: no MCP import."""


class LedgerError(Exception):
    pass


def entries(berth: str) -> list:
    if not berth:
        # Fine: the only tool that reaches it is wrapped in ledger_safe, which answers it.
        raise LedgerError("no berth")
    return [berth]


def size(berth: str) -> int:
    if len(berth) > 8:
        raise OSError("ledger file too large")  # want: raisederror
    return len(berth)
