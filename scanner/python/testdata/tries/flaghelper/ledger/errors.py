"""The ledger's failures; no MCP import."""


class LedgerError(Exception):
    pass


class MissingEntry(LedgerError):
    pass
