"""The service the tools call. It knows nothing of MCP."""


class Books:
    def close(self, book):
        raise RuntimeError("the ledger is read-only")  # want: raisederror related=ledger/server.py:14,ledger/server.py:16,ledger/server.py:20

    def audit(self, book):
        raise RuntimeError("audits are off")  # want: raisederror

    def export(self, book):
        raise RuntimeError("exports are off")  # want: raisederror

    def seal(self, book):
        raise RuntimeError("sealing is off")  # want: raisederror
